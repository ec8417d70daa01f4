import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { buildAmbassador, buildProspect, buildUniversity } from '../../test/factories';
import { buildDialog, buildIndividualDialog, buildMessages } from '../../test/dialog-factories';
import { DIALOG_TYPES } from '@quad/shared/contracts/dialogs';
import type { Db } from '../../core/db/client';
import { replyMedians } from './reply-times.repository';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const now = new Date('2026-11-25T12:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms);

let t: TestApp;
let db: Db;
let universityId: number;

beforeAll(async () => {
  t = await buildTestApp();
  db = t.app.ctx.database.db;
  universityId = (await buildUniversity(db, { name: 'Reply University' })).id;
});
afterAll(async () => {
  await t.close();
});

type Ambassador = Awaited<ReturnType<typeof buildAmbassador>>['account'];

/**
 * A one-to-one chat where a new prospect first wrote `askedAgo` before now and the ambassador
 * answered `replyAfter` later (no answer when null). The prospect writes once more before the
 * reply and the ambassador once more after it: only the first of each counts.
 */
async function chat(ambassador: Ambassador, askedAgo: number, replyAfter: number | null) {
  const prospect = await buildProspect(db);
  const dialog = await buildIndividualDialog(db, prospect, ambassador);
  const asked = ago(askedAgo);
  await buildMessages(db, dialog.id, prospect, 1, { createdAt: asked });
  await buildMessages(db, dialog.id, prospect, 1, { createdAt: new Date(asked.getTime() + 1000) });
  if (replyAfter === null) return;
  const replied = new Date(asked.getTime() + replyAfter);
  await buildMessages(db, dialog.id, ambassador, 1, { createdAt: replied });
  await buildMessages(db, dialog.id, ambassador, 1, {
    createdAt: new Date(replied.getTime() + 60 * MINUTE),
  });
}

async function newAmbassador(name: string) {
  return (await buildAmbassador(db, universityId, { account: { name } })).account;
}

describe('typical reply time', () => {
  it('is the median of first replies to first messages over the last 30 days', async () => {
    const amara = await newAmbassador('Amara');
    // Five answered chats in the window: 10, 20, 30, 40 and 50 minutes.
    for (const minutes of [10, 50, 30, 20, 40]) await chat(amara, 2 * DAY, minutes * MINUTE);
    // Outside the window, and unanswered: neither counts.
    await chat(amara, 31 * DAY, 5 * DAY);
    await chat(amara, 1 * DAY, null);
    expect((await replyMedians(db, [amara.id], now)).get(amara.id)).toBe(30 * 60);
  });

  it('takes the middle two for an even count, and ignores group chats', async () => {
    const leo = await newAmbassador('Leo');
    for (const minutes of [10, 20, 30, 40, 50, 60]) await chat(leo, 3 * DAY, minutes * MINUTE);
    const prospect = await buildProspect(db);
    const group = await buildDialog(db, { type: DIALOG_TYPES.groupChat, universityId });
    await buildIndividualDialog(db, prospect, leo).then(() => undefined);
    await buildMessages(db, group.id, prospect, 1, { createdAt: ago(DAY) });
    await buildMessages(db, group.id, leo, 1, { createdAt: ago(DAY - 1000) });
    expect((await replyMedians(db, [leo.id], now)).get(leo.id)).toBe(35 * 60);
  });

  it('is hidden below 5 samples', async () => {
    const sofia = await newAmbassador('Sofia');
    for (const minutes of [5, 6, 7, 8]) await chat(sofia, DAY, minutes * MINUTE);
    await chat(sofia, 40 * DAY, MINUTE);
    expect((await replyMedians(db, [sofia.id], now)).has(sofia.id)).toBe(false);
    await chat(sofia, DAY, 9 * MINUTE);
    expect((await replyMedians(db, [sofia.id], now)).get(sofia.id)).toBe(7 * 60);
  });

  it('answers for many ambassadors in one statement, and shows on the card and the profile', async () => {
    const a = await newAmbassador('Ana');
    const b = await newAmbassador('Ben');
    for (let i = 1; i <= 5; i += 1) await chat(a, DAY, i * 2 * 60 * MINUTE);
    for (let i = 1; i <= 5; i += 1) await chat(b, DAY, i * MINUTE);
    const queries: string[] = [];
    const execute = db.execute.bind(db);
    const counted = Object.assign(Object.create(db) as Db, {
      execute: (...args: Parameters<Db['execute']>) => {
        queries.push('execute');
        return execute(...args);
      },
    });
    const medians = await replyMedians(counted, [a.id, b.id], now);
    expect(queries).toHaveLength(1);
    expect(medians.get(b.id)).toBe(3 * 60);

    // Through the API: real clock, so these chats (a day old) are in its window too.
    const profile = await t.app.inject({
      method: 'GET',
      url: `/api/v1/widget/users/${a.id}?universityId=${universityId}`,
    });
    expect(profile.statusCode, profile.body).toBe(200);
    expect(profile.json().data.user.reply_time_seconds).toBe(6 * 60 * 60);
    const list = await t.app.inject({
      method: 'POST',
      url: '/api/v1/widget/users/getUsers',
      payload: { universityIds: [universityId], limit: 50 },
    });
    expect(list.statusCode, list.body).toBe(200);
    const cards = list.json().data.users as { id: number; reply_time_seconds?: number | null }[];
    expect(cards.find((card) => card.id === b.id)?.reply_time_seconds).toBe(3 * 60);
    const withoutEnough = await newAmbassador('Cleo');
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/v1/widget/users/getUsers',
      payload: { universityIds: [universityId], limit: 50 },
    });
    const cleo = (
      again.json().data.users as { id: number; reply_time_seconds?: number | null }[]
    ).find((card) => card.id === withoutEnough.id);
    expect(cleo?.reply_time_seconds).toBeNull();
  });
});
