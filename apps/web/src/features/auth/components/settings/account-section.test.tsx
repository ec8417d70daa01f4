import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { serveApi } from '../../../../test/msw';
import { buildAccountInfo } from '../../../../test/account';
import { renderInWidget } from '../../test-fixtures';
import { AccountSection } from './account-section';

const PATH = '/interactionSite/account/export';

describe('downloading my data', { timeout: 15_000 }, () => {
  afterEach(() => vi.restoreAllMocks());

  it('saves what the server answers as a JSON file', async () => {
    const user = userEvent.setup({ delay: null });
    const exported = { account: { id: 7, email: 'maya@example.com' }, messages: [] };
    const api = serveApi(http.get(`*/api/v1${PATH}`, () => HttpResponse.json(exported)));
    const blobs: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      blobs.push(blob as Blob);
      return 'blob:export';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});

    renderInWidget(<AccountSection account={buildAccountInfo()} />);
    await user.click(await screen.findByRole('button', { name: 'Download' }));

    await waitFor(() => expect(clicked).toHaveBeenCalledTimes(1));
    expect(api.callsTo('GET', PATH)).toHaveLength(1);
    const link = clicked.mock.contexts[0] as HTMLAnchorElement;
    expect(link.download).toMatch(/^my-data-\d{4}-\d{2}-\d{2}\.json$/);
    expect(JSON.parse(await blobs[0]!.text())).toEqual(exported);
  });

  it('says so when the download fails', async () => {
    const user = userEvent.setup({ delay: null });
    serveApi(http.get(`*/api/v1${PATH}`, () => new HttpResponse(null, { status: 503 })));
    renderInWidget(<AccountSection account={buildAccountInfo()} />);
    await user.click(await screen.findByRole('button', { name: 'Download' }));
    expect(
      await screen.findByText(
        "Your data couldn't be downloaded. Check your connection and try again.",
      ),
    ).toBeInTheDocument();
  });
});
