import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { chatSafetySettingsResponseSchema } from '@quad/shared/contracts/dialog-actions';
import { okAs, serveApi } from '../../../test/msw';
import { testQueryClient } from '../../../test/helpers';
import { ChatSafetyModal } from './chat-safety-modal';

const withClient = (ui: ReactNode) =>
  render(<QueryClientProvider client={testQueryClient()}>{ui}</QueryClientProvider>);

describe('chat safety settings', () => {
  it('shows what is saved and saves the admin’s changes', async () => {
    const user = userEvent.setup({ delay: null });
    const api = serveApi(
      http.get('*/api/v1/interactionSite/dialogs/chatSafety', () =>
        okAs(chatSafetySettingsResponseSchema, {
          settings: { maskContactDetails: false, autoCloseAfterMinutes: null },
        }),
      ),
      http.put('*/api/v1/interactionSite/dialogs/chatSafety', async ({ request }) =>
        okAs(chatSafetySettingsResponseSchema, {
          settings: (await request.json()) as {
            maskContactDetails: boolean;
            autoCloseAfterMinutes: number | null;
          },
        }),
      ),
    );
    const onOpenChange = vi.fn();
    withClient(<ChatSafetyModal open onOpenChange={onOpenChange} />);
    const mask = await screen.findByLabelText(/Hide contact details in every chat/);
    expect(mask).not.toBeChecked();
    const period = screen.getByLabelText(/Close a chat after it has been quiet for/);
    expect(period).toHaveValue('');

    await user.click(mask);
    await user.selectOptions(period, '3 days');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(api.callsTo('PUT', '/interactionSite/dialogs/chatSafety')[0]!.body).toEqual({
      maskContactDetails: true,
      autoCloseAfterMinutes: 4320,
    });
  });

  it('keeps a period set through the API that is not one of the choices', async () => {
    serveApi(
      http.get('*/api/v1/interactionSite/dialogs/chatSafety', () =>
        okAs(chatSafetySettingsResponseSchema, {
          settings: { maskContactDetails: true, autoCloseAfterMinutes: 1 },
        }),
      ),
    );
    withClient(<ChatSafetyModal open onOpenChange={() => {}} />);
    const period = await screen.findByLabelText(/Close a chat after it has been quiet for/);
    expect(period).toHaveValue('1');
    expect(screen.getByRole('option', { name: '1 minute' })).toBeInTheDocument();
  });
});
