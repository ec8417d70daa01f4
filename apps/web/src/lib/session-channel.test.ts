import { describe, expect, it, vi } from 'vitest';
import { announceSession, listenToSessionNews } from './session-channel';

describe('session news between tabs', () => {
  it('reaches other pages but not the page that announced it', async () => {
    const heard = vi.fn();
    const stop = listenToSessionNews(heard);
    announceSession('signedIn');
    // Another page: a channel of the same name posting without this page's id.
    const other = new BroadcastChannel('quad.session');
    other.postMessage({ news: 'signedOut', from: 'another-page' });
    other.postMessage('garbage');
    await vi.waitFor(() => expect(heard).toHaveBeenCalledWith('signedOut'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(heard.mock.calls).toEqual([['signedOut']]);
    other.close();
    stop();
  });
});
