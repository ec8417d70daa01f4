import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { dialogMessagesChannel, userDialogsChannel } from '@quad/shared/events';
import { safetyMark } from '@quad/shared/rules/safeguarding-marks';
import { messages, widgetSettings } from '../../core/db/schema';
import type { TestApp } from '../../test/test-app';
import {
  buildAmbassador,
  buildProspect,
  buildUniversity,
  buildWidgetSettings,
} from '../../test/factories';
import {
  buildIndividualDialog,
  outboxEvents,
  personOf,
  useChatWorld,
  type ChatWorld,
} from '../../test/dialog-factories';

let t: TestApp;
let world: ChatWorld;

useChatWorld((ready) => ({ t, world } = ready));

const base = '/api/v1/interactionSite';

function yearsAgo(years: number): string {
  const date = new Date();
  date.setUTCFullYear(date.getUTCFullYear() - years);
  date.setUTCDate(date.getUTCDate() - 30);
  return date.toISOString().slice(0, 10);
}

/** A prospect of the world's university of this age, in a chat with the world's ambassador. */
async function chatWithProspectAged(years: number) {
  const account = await buildProspect(world.db, {
    name: 'Maya',
    universityId: world.university.id,
    birthDate: yearsAgo(years),
  });
  const prospect = await personOf(t.app, account);
  const dialog = await buildIndividualDialog(world.db, account, world.member.account, {
    pairKey: null,
  });
  return { prospect, dialog };
}

const send = (url: string, headers: Record<string, string>, text: string) =>
  t.app.inject({ method: 'POST', url: `${base}${url}`, headers, payload: { text } });
const history = (dialogId: number, headers: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: `${base}/dialogs/${dialogId}/messages`, headers });
const settingsCall = (
  method: 'GET' | 'PUT',
  headers: Record<string, string> | undefined,
  payload?: object,
) =>
  t.app.inject({
    method,
    url: `${base}/dialogs/chatSafety`,
    ...(headers ? { headers } : {}),
    ...(payload ? { payload } : {}),
  });

const phoneAndLink = 'call me on 07911 123456 or see https://instagram.com/maya.k';
const maskedPhoneAndLink = `call me on ${safetyMark('phone')} or see ${safetyMark('link')}`;

describe('contact details in chats with a prospect under 18', () => {
  it("hides the prospect's phone number and link from both sides, live and in history, and keeps the original", async () => {
    const { prospect, dialog } = await chatWithProspectAged(15);
    const sent = await send(
      `/dialogs/${dialog.id}/messages/prospect/send`,
      prospect.headers,
      phoneAndLink,
    );
    expect(sent.statusCode).toBe(200);
    const { message } = sent.json().data;
    expect(message.text).toBe(maskedPhoneAndLink);

    const live = await outboxEvents(world.db, dialogMessagesChannel(dialog.id));
    expect(live.map((event) => (event.payload as { text: string }).text)).toEqual([
      maskedPhoneAndLink,
    ]);
    const toAmbassador = await outboxEvents(world.db, userDialogsChannel(world.member.account.id));
    expect(JSON.stringify(toAmbassador)).not.toContain('07911');

    for (const reader of [world.member.headers, prospect.headers, world.admin.headers]) {
      const page = (await history(dialog.id, reader)).json().data;
      expect(page.messages.map((m: { text: string }) => m.text)).toEqual([maskedPhoneAndLink]);
    }
    const [stored] = await world.db.select().from(messages).where(eq(messages.id, message.id));
    expect(stored?.text).toBe(phoneAndLink);
  });

  it("hides the ambassador's email and messenger handle from the minor too", async () => {
    const { prospect, dialog } = await chatWithProspectAged(15);
    const sent = await send(
      `/dialogs/${dialog.id}/messages/send`,
      world.member.headers,
      'email amara.o@gmail.com or snap: amara_o22',
    );
    expect(sent.json().data.message.text).toBe(
      `email ${safetyMark('email')} or snap: ${safetyMark('handle')}`,
    );
    const page = (await history(dialog.id, prospect.headers)).json().data;
    expect(page.messages[0].text).not.toContain('amara');
  });

  it('says in the dialog answer whether contact details are hidden there', async () => {
    const minor = await chatWithProspectAged(15);
    const adult = await chatWithProspectAged(19);
    const detail = async (dialogId: number, headers: Record<string, string>) =>
      (await t.app.inject({ method: 'GET', url: `${base}/dialogs/${dialogId}`, headers })).json()
        .data.dialog;
    expect((await detail(minor.dialog.id, world.member.headers)).contact_details_hidden).toBe(true);
    expect((await detail(minor.dialog.id, minor.prospect.headers)).contact_details_hidden).toBe(
      true,
    );
    expect((await detail(adult.dialog.id, world.member.headers)).contact_details_hidden).toBe(
      false,
    );
  });

  it('leaves an adult prospect’s messages as written, and ordinary numbers in a minor’s', async () => {
    const adult = await chatWithProspectAged(19);
    const sent = await send(
      `/dialogs/${adult.dialog.id}/messages/prospect/send`,
      adult.prospect.headers,
      phoneAndLink,
    );
    expect(sent.json().data.message.text).toBe(phoneAndLink);

    const minor = await chatWithProspectAged(15);
    const ordinary = 'The open day is on 14/06/2025 at 10:30 and fees are £9,250';
    const plain = await send(
      `/dialogs/${minor.dialog.id}/messages/prospect/send`,
      minor.prospect.headers,
      ordinary,
    );
    expect(plain.json().data.message.text).toBe(ordinary);
  });
});

describe('hidden keywords and hidden contact details together', () => {
  it('masks the keyword around the mark, never inside it', async () => {
    const university = await buildUniversity(world.db, { hideKeywords: ['phone', 'snap'] });
    const ambassador = (await buildAmbassador(world.db, university.id)).account;
    const minor = await buildProspect(world.db, { ssoCustomData: { birth_date: yearsAgo(14) } });
    const dialog = await buildIndividualDialog(world.db, minor, ambassador, { pairKey: null });
    const sent = await send(
      `/dialogs/${dialog.id}/messages/prospect/send`,
      (await personOf(t.app, minor)).headers,
      'my phone is 07911 123456, snap: maya_k14',
    );
    expect(sent.json().data.message.text).toBe(
      `my ***** is ${safetyMark('phone')}, ****: ${safetyMark('handle')}`,
    );
  });
});

describe('GET and PUT /dialogs/chatSafety', () => {
  it('refuses a caller without a token, a prospect and an ambassador', async () => {
    expect((await settingsCall('GET', undefined)).statusCode).toBe(401);
    expect((await settingsCall('GET', world.owner.headers)).statusCode).toBe(403);
    const change = { maskContactDetails: true, autoCloseAfterMinutes: 60 };
    expect((await settingsCall('PUT', world.member.headers, change)).statusCode).toBe(403);
  });

  it('refuses bad input with a 400 naming the field, and changes nothing', async () => {
    const response = await settingsCall('PUT', world.admin.headers, {
      maskContactDetails: true,
      autoCloseAfterMinutes: 0,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.details[0].path).toBe('body.autoCloseAfterMinutes');
    const read = (await settingsCall('GET', world.admin.headers)).json().data.settings;
    expect(read).toEqual({ maskContactDetails: false, autoCloseAfterMinutes: null });
  });

  it("saves the admin's own university's settings and keeps its other settings; then adults' chats hide contact details too", async () => {
    const university = world.otherUniversity;
    await buildWidgetSettings(world.db, { universityId: university.id, settings: { theme: 'x' } });
    const ownAdmin = world.otherAdmin;
    const saved = await settingsCall('PUT', ownAdmin.headers, {
      maskContactDetails: true,
      autoCloseAfterMinutes: 120,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.settings).toEqual({
      maskContactDetails: true,
      autoCloseAfterMinutes: 120,
    });
    const [row] = await world.db
      .select()
      .from(widgetSettings)
      .where(eq(widgetSettings.universityId, university.id));
    expect(row?.settings).toMatchObject({ theme: 'x', chatMaskContactDetails: true });
    // The other admin's university is untouched.
    const theirs = (await settingsCall('GET', world.admin.headers)).json().data.settings;
    expect(theirs.maskContactDetails).toBe(false);

    const ambassador = (await buildAmbassador(world.db, university.id)).account;
    const adult = await buildProspect(world.db, { ssoCustomData: { birth_date: yearsAgo(30) } });
    const dialog = await buildIndividualDialog(world.db, adult, ambassador, { pairKey: null });
    const sent = await send(
      `/dialogs/${dialog.id}/messages/prospect/send`,
      (await personOf(t.app, adult)).headers,
      phoneAndLink,
    );
    expect(sent.json().data.message.text).toBe(maskedPhoneAndLink);
  });
});
