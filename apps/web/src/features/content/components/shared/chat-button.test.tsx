import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FIRST_RENDER, renderScreens, serveApi } from '../../test/render';
import { ChatButton } from './chat-button';
import { tokenStore } from '../../../../lib/token-store';

const routes = [
  {
    index: true,
    element: <ChatButton ambassador={{ id: 2, name: 'Maya' }} />,
  },
  { path: 'interaction/dialogs/:dialogId', element: <h1>The chat</h1> },
];

describe('ChatButton', () => {
  it('opens the chat with the ambassador for a signed-in visitor, cursor in the composer', async () => {
    tokenStore.setTokens('main', { token: 'a-token' });
    const user = userEvent.setup();
    const api = serveApi((call) =>
      call.path === '/interactionSite/dialogs/createChat' ? { data: { dialog_id: 31 } } : undefined,
    );
    const { router } = renderScreens(routes, '/1');
    await user.click(await screen.findByRole('button', { name: 'Chat with Maya' }, FIRST_RENDER));
    await waitFor(() => expect(router.state.location.pathname).toBe('/1/interaction/dialogs/31'));
    expect(router.state.location.state).toEqual({ focusComposer: true });
    expect(api.callsTo('POST', '/interactionSite/dialogs/createChat')[0]?.body).toEqual({
      userId: 2,
    });
  });
});
