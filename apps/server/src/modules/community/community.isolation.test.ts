import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Socket } from 'socket.io-client';
import {
  TYPING_EVENT,
  communityUserDialogsChannel,
  dialogEventsChannel,
  dialogMessagesChannel,
  userDialogsChannel,
  type DialogEvent,
} from '@quad/shared/events';
import type { DialogRow } from '../dialogs/dialogs.repository';
import { buildGroupChat, buildMessages } from '../../test/dialog-factories';
import { listen, nextEvent, openSocket, subscribe } from '../../test/sockets';
import { buildTestApp, type TestApp } from '../../test/test-app';
import {
  buildCommunityWorld,
  buildPersonal,
  buildRoom,
  type CommunityWorld,
} from './community.fixture';

const widget = '/api/v1/interactionSite';

let t: TestApp;
let w: CommunityWorld;
let url: string;
let room: DialogRow;
let personal: DialogRow;
let widgetGroup: DialogRow;
const sockets: Socket[] = [];

beforeAll(async () => {
  t = await buildTestApp();
  w = await buildCommunityWorld(t.app);
  url = await listen(t.app);
  room = await buildRoom(w.db, w.space, [w.prospect.account, w.ambassador.account], {
    name: 'Community room',
  });
  personal = await buildPersonal(w.db, w.space, w.prospect.account, w.ambassador.account);
  await buildMessages(w.db, room.id, w.ambassador.account, 2);
  await buildMessages(w.db, personal.id, w.ambassador.account, 3);
  widgetGroup = await buildGroupChat(
    w.db,
    w.university.id,
    [w.prospect.account, w.ambassador.account],
    {
      name: 'Widget group',
    },
  );
});
afterAll(async () => {
  for (const socket of sockets) socket.disconnect();
  await t?.close();
});

function get(path: string, headers: { authorization: string }) {
  return t.app.inject({ method: 'GET', url: path, headers });
}

describe("the widget's chat never shows community conversations", () => {
  it('leaves them out of the dialog lists, ids, unread counter and chat box', async () => {
    const ids = (await get(`${widget}/dialogs/ids`, w.prospect.main)).json().data.dialogIds;
    expect(ids).toContain(widgetGroup.id);
    expect(ids).not.toContain(room.id);
    expect(ids).not.toContain(personal.id);

    const lists = [
      (await get(`${widget}/dialogs?type=4`, w.prospect.main)).json().data.dialogs,
      (await get(`${widget}/dialogs?type=1`, w.prospect.main)).json().data.dialogs,
      (await get(`${widget}/dialogs/ambassadorDialogs`, w.ambassador.main)).json().data.dialogs,
      (await get(`${widget}/dialogs/ambassadorDialogs?type=1`, w.admin.main)).json().data.dialogs,
      (await get(`${widget}/dialogs/ambassadorDialogs?type=4`, w.admin.main)).json().data.dialogs,
    ];
    for (const list of lists) {
      const listed = list.map((d: { id: number }) => d.id);
      expect(listed).not.toContain(room.id);
      expect(listed).not.toContain(personal.id);
    }

    const counter = await get(`${widget}/dialogs/new/messagesCounter`, w.prospect.main);
    expect(counter.json().data.total).toBe(0);
    const box = await get(`${widget}/dialogs/new/chatBoxDialogsMessages`, w.prospect.main);
    expect(box.json().data.items).toEqual([]);
  });

  it('leaves them out of the group chat lists of the widget', async () => {
    const chats = await t.app.inject({
      method: 'POST',
      url: `${widget}/dialogs/groupChats`,
      headers: w.prospect.main,
      payload: { universityId: w.university.id, limit: 50 },
    });
    const listed = chats.json().data.groupChats.map((d: { id: number }) => d.id);
    expect(listed).toContain(widgetGroup.id);
    expect(listed).not.toContain(room.id);
    const browsed = await t.app.inject({
      method: 'POST',
      url: '/api/v1/widget/dialogs/getGroupChats',
      payload: { universityId: w.university.id, limit: 50 },
    });
    expect(browsed.json().data.groupChats.map((d: { id: number }) => d.id)).not.toContain(room.id);
  });

  it('answers 404 on every widget dialog route for a community conversation', async () => {
    for (const dialog of [room, personal]) {
      const gets = [
        `${widget}/dialogs/${dialog.id}`,
        `${widget}/dialogs/groupChat/${dialog.id}`,
        `${widget}/dialogs/groupChat/${dialog.id}/preview`,
        `${widget}/dialogs/${dialog.id}/messages`,
        `${widget}/dialogs/${dialog.id}/groupMessages`,
      ];
      for (const path of gets) {
        expect((await get(path, w.prospect.main)).statusCode, path).toBe(404);
      }
      const posts: [string, object][] = [
        [`${widget}/dialogs/${dialog.id}/messages/prospect/send`, { text: 'Hi' }],
        [`${widget}/dialogs/${dialog.id}/read`, { seq: 1 }],
        [`${widget}/dialogs/${dialog.id}/findOrCreate`, {}],
      ];
      for (const [path, payload] of posts) {
        const response = await t.app.inject({
          method: 'POST',
          url: path,
          headers: w.prospect.main,
          payload,
        });
        expect(response.statusCode, path).toBe(404);
      }
      const admin = await get(`${widget}/dialogs/${dialog.id}`, w.admin.main);
      expect(admin.statusCode).toBe(404);
    }
  });

  it('counts community unread messages in the community read state only', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/community/messages/view',
      headers: w.prospect.headers,
      payload: { dialogId: room.id, seq: 1 },
    });
    expect(response.json().data).toMatchObject({ new_messages: 1, total: 4 });
  });
});

describe('community conversations on realtime', () => {
  it('delivers a community message to a member’s community socket, on both dialog channels', async () => {
    const socket = await openSocket(url, w.prospect.token, sockets);
    expect(await subscribe(socket, dialogMessagesChannel(room.id))).toEqual({ ok: true });
    expect(await subscribe(socket, dialogEventsChannel(room.id))).toEqual({ ok: true });
    const own = communityUserDialogsChannel(w.prospect.account.id);
    expect(await subscribe(socket, own)).toEqual({ ok: true });
    const heard = nextEvent<{ text: string; dialog_id: number }>(
      socket,
      dialogMessagesChannel(room.id),
    );
    const personalHeard = nextEvent<{ dialog_id: number }>(socket, own);
    // The same person's widget socket, on its own channel, hears nothing of the community.
    const widgetSocket = await openSocket(url, w.prospect.mainToken, sockets);
    const widgetOwn = userDialogsChannel(w.prospect.account.id);
    expect(await subscribe(widgetSocket, widgetOwn)).toEqual({ ok: true });
    const widgetHeard: unknown[] = [];
    widgetSocket.on(widgetOwn, (payload: unknown) => widgetHeard.push(payload));
    const sent = await t.app.inject({
      method: 'POST',
      url: `/api/v1/community/dialogs/${room.id}/messages`,
      headers: w.ambassador.headers,
      payload: { text: 'Hello room!' },
    });
    expect(sent.statusCode).toBe(200);
    expect(await heard).toEqual(sent.json().data.message);
    expect((await personalHeard).dialog_id).toBe(room.id);
    // A widget message to the same person arrives after the community one would have.
    const widgetMessage = nextEvent<{ dialog_id: number }>(widgetSocket, widgetOwn);
    const widgetSent = await t.app.inject({
      method: 'POST',
      url: `${widget}/dialogs/${widgetGroup.id}/messages/send`,
      headers: w.ambassador.main,
      payload: { text: 'Hello widget group!' },
    });
    expect(widgetSent.statusCode, widgetSent.body).toBe(200);
    expect((await widgetMessage).dialog_id).toBe(widgetGroup.id);
    expect(widgetHeard.map((payload) => (payload as { dialog_id: number }).dialog_id)).toEqual([
      widgetGroup.id,
    ]);
  });

  it("gives each area's session only its own area's personal channel", async () => {
    const id = w.prospect.account.id;
    const communitySocket = await openSocket(url, w.prospect.token, sockets);
    expect((await subscribe(communitySocket, userDialogsChannel(id))).ok).toBe(false);
    const widgetSocket = await openSocket(url, w.prospect.mainToken, sockets);
    expect((await subscribe(widgetSocket, communityUserDialogsChannel(id))).ok).toBe(false);
    const someoneElse = communityUserDialogsChannel(w.otherProspect.account.id);
    expect((await subscribe(communitySocket, someoneElse)).ok).toBe(false);
  });

  it('relays typing in a community conversation between its members, on community sockets only', async () => {
    const typist = await openSocket(url, w.prospect.token, sockets);
    const other = await openSocket(url, w.ambassador.token, sockets);
    expect((await subscribe(other, dialogEventsChannel(personal.id))).ok).toBe(true);
    const heard = nextEvent<DialogEvent>(other, dialogEventsChannel(personal.id));
    const typed = await typist.timeout(5000).emitWithAck(TYPING_EVENT, { dialogId: personal.id });
    expect(typed).toEqual({ ok: true });
    expect(await heard).toMatchObject({
      type: 'typing',
      dialogId: personal.id,
      userId: w.prospect.account.id,
    });
    // The same person's widget session is not a member of the community's conversations.
    const widgetSocket = await openSocket(url, w.prospect.mainToken, sockets);
    const refused = await widgetSocket
      .timeout(5000)
      .emitWithAck(TYPING_EVENT, { dialogId: personal.id });
    expect(refused).toMatchObject({ ok: false });
  });

  it("refuses a widget socket a community conversation's channels, and the reverse", async () => {
    const mainSocket = await openSocket(url, w.prospect.mainToken, sockets);
    for (const channel of [dialogMessagesChannel(room.id), dialogEventsChannel(personal.id)]) {
      const ack = await subscribe(mainSocket, channel);
      expect(ack.ok, channel).toBe(false);
    }
    expect((await subscribe(mainSocket, dialogMessagesChannel(widgetGroup.id))).ok).toBe(true);

    const communitySocket = await openSocket(url, w.prospect.token, sockets);
    const ack = await subscribe(communitySocket, dialogMessagesChannel(widgetGroup.id));
    expect(ack.ok).toBe(false);
  });

  it('refuses a community socket of someone who may not read the conversation', async () => {
    const outsider = await openSocket(url, w.otherProspect.token, sockets);
    expect((await subscribe(outsider, dialogMessagesChannel(personal.id))).ok).toBe(false);
    // A room is readable by everyone who sees its space, so its channels are too.
    expect((await subscribe(outsider, dialogMessagesChannel(room.id))).ok).toBe(true);
    const newcomer = await openSocket(url, w.newcomer.token, sockets);
    expect((await subscribe(newcomer, dialogMessagesChannel(room.id))).ok).toBe(false);
    const stranger = await openSocket(url, w.otherAmbassador.token, sockets);
    expect((await subscribe(stranger, dialogMessagesChannel(room.id))).ok).toBe(false);
  });

  it("takes a leaving member's sockets out of that room's channels only", async () => {
    const leaver = await buildRoom(w.db, w.space, [w.groupProspect.account, w.ambassador.account]);
    const otherRoom = await buildRoom(w.db, w.otherSpace, [w.groupProspect.account]);
    const socket = await openSocket(url, w.groupProspect.token, sockets);
    expect((await subscribe(socket, dialogMessagesChannel(leaver.id))).ok).toBe(true);
    expect((await subscribe(socket, dialogMessagesChannel(otherRoom.id))).ok).toBe(true);
    const left = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/community/dialogs/${leaver.id}/leave`,
      headers: w.groupProspect.headers,
    });
    expect(left.statusCode).toBe(200);
    const room = t.app.ctx.realtime.io.sockets.adapter.rooms;
    const socketId = [...(room.get(dialogMessagesChannel(otherRoom.id)) ?? [])][0];
    expect(socketId).toBeDefined();
    expect(room.get(dialogMessagesChannel(leaver.id))?.has(socketId ?? '') ?? false).toBe(false);
  });
});
