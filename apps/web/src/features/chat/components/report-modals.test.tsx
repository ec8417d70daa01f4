import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { okEmpty, serveApi } from '../../../test/msw';
import { testQueryClient } from '../../../test/helpers';
import { buildMessage } from '../test-fixtures';
import { ReportDialogModal } from './report-dialog-modal';
import { ReportMessageModal } from './report-message-modal';

const withClient = (ui: ReactNode) =>
  render(<QueryClientProvider client={testQueryClient()}>{ui}</QueryClientProvider>);

describe('reporting a message', () => {
  it('waits for a reason, then sends it with the details', async () => {
    const user = userEvent.setup({ delay: null });
    const api = serveApi(
      http.post('*/api/v1/interactionSite/dialogs/reportMessage', () => okEmpty()),
    );
    const onReported = vi.fn();
    const onClose = vi.fn();
    const message = buildMessage({ seq: 3, from: 'amara', text: 'Buy followers here' });
    withClient(
      <ReportMessageModal
        dialogId={7}
        message={message}
        onClose={onClose}
        onReported={onReported}
      />,
    );
    const send = await screen.findByRole('button', { name: 'Send report' });
    expect(send).toBeDisabled();

    await user.click(screen.getByLabelText('Spam or advertising'));
    await user.type(
      screen.getByLabelText('Anything else we should know? (optional)'),
      '  Sends links to everyone  ',
    );
    await user.click(send);

    await waitFor(() => expect(onReported).toHaveBeenCalledWith(message.id));
    expect(onClose).toHaveBeenCalled();
    expect(api.callsTo('POST', '/interactionSite/dialogs/reportMessage')[0]!.body).toEqual({
      dialog_id: 7,
      message_id: message.id,
      reported_reason: 'Spam or advertising: Sends links to everyone',
    });
  });
});

describe('reporting a conversation', () => {
  it('waits for a reason, then sends the report with it', async () => {
    const user = userEvent.setup({ delay: null });
    const api = serveApi(http.put('*/api/v1/interactionSite/dialogs/7/report', () => okEmpty()));
    const onOpenChange = vi.fn();
    withClient(<ReportDialogModal dialogId={7} open onOpenChange={onOpenChange} />);
    const send = await screen.findByRole('button', { name: 'Send report' });
    expect(send).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Report and block' })).toBeDisabled();

    await user.click(screen.getByLabelText('Made me feel uncomfortable'));
    await user.type(screen.getByLabelText('Anything else we should know? (optional)'), '  Rude  ');
    await user.click(send);
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(api.callsTo('PUT', '/interactionSite/dialogs/7/report')[0]!.body).toEqual({
      reported_reason: 'Made me feel uncomfortable: Rude',
      block: false,
    });
  });

  it('reports and blocks in one step', async () => {
    const user = userEvent.setup({ delay: null });
    const api = serveApi(http.put('*/api/v1/interactionSite/dialogs/7/report', () => okEmpty()));
    const onOpenChange = vi.fn();
    withClient(<ReportDialogModal dialogId={7} open onOpenChange={onOpenChange} />);
    await user.click(await screen.findByLabelText('Asked for my contact details or to meet'));
    await user.click(screen.getByRole('button', { name: 'Report and block' }));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(api.callsTo('PUT', '/interactionSite/dialogs/7/report')[0]!.body).toEqual({
      reported_reason: 'Asked for my contact details or to meet',
      block: true,
    });
  });
});
