import { describe, expect, it } from 'vitest';
import type { Message } from '@quad/shared/contracts/dialogs';
import type { TestApp } from '../../test/test-app';
import {
  buildMessages,
  buildWorldChat,
  useChatWorld,
  type ChatWorld,
} from '../../test/dialog-factories';

let t: TestApp;
let world: ChatWorld;
useChatWorld((ready) => ({ t, world } = ready));

const base = '/api/v1/interactionSite';

async function systemMessages(dialogId: number): Promise<Message[]> {
  const response = await t.app.inject({
    method: 'GET',
    url: `${base}/dialogs/${dialogId}/messages?order=asc`,
    headers: world.owner.headers,
  });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json().data.messages as Message[]).filter((m) => m.user === null);
}

describe('special chat messages', () => {
  it('say what happened and who did it, beside the English text', async () => {
    const dialog = await buildWorldChat(world);
    const toggle = (autoClose?: boolean) =>
      t.app.inject({
        method: 'PUT',
        url: `${base}/dialogs/${dialog.id}/close/toggle`,
        headers: world.member.headers,
        payload: autoClose === undefined ? {} : { autoClose },
      });
    expect((await toggle()).statusCode).toBe(200);
    expect((await toggle()).statusCode).toBe(200);
    expect((await toggle(true)).statusCode).toBe(200);
    const [closed, opened, auto] = await systemMessages(dialog.id);
    const name = `${world.member.account.name} ${world.member.account.lastName}`;
    expect(closed).toMatchObject({
      type: '5',
      text: `${name} closed the conversation`,
      system: { event: 'closed', by: name },
    });
    expect(opened).toMatchObject({ type: '6', system: { event: 'opened', by: name } });
    expect(auto).toMatchObject({
      text: 'The conversation was closed automatically',
      system: { event: 'closedAutomatically' },
    });
  });

  it('an older message that kept no names has only its text', async () => {
    const dialog = await buildWorldChat(world);
    await buildMessages(t.app.ctx.database.db, dialog.id, null, 1, {
      type: '4',
      text: 'Leo Park joined the chat',
      data: { event: 'joined', userId: world.member.account.id },
    });
    const [joined] = await systemMessages(dialog.id);
    expect(joined?.text).toBe('Leo Park joined the chat');
    expect(joined).not.toHaveProperty('system');
  });
});
