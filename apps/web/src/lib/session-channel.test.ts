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
    // Posted last, heard last: once it is in, everything before it has been heard or let go.
    other.postMessage({ news: 'signedIn', from: 'another-page' });
    await vi.waitFor(() => expect(heard).toHaveBeenCalledWith('signedIn'));
    expect(heard.mock.calls).toEqual([['signedOut'], ['signedIn']]);
    other.close();
    stop();
  });
});
