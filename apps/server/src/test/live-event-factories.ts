import { ROLES } from '@quad/shared/roles';
import type { App } from '../app';
import type { liveEvents } from '../core/db/schema';
import { buildLiveEvent } from './content-factories';
import {
  buildAccount,
  buildAdmin,
  buildAmbassador,
  buildProspect,
  buildUniversity,
  tokenFor,
} from './factories';

type AccountRow = Awaited<ReturnType<typeof buildAccount>>;

/** Someone a live-event test acts as: the account and its bearer header. */
export interface Caller {
  account: AccountRow;
  token: string;
  headers: { authorization: string };
}

/** Signs an access token for an account, as login would. */
export async function callerOf(app: App, account: AccountRow): Promise<Caller> {
  const token = await tokenFor(app, account);
  return { account, token, headers: { authorization: `Bearer ${token}` } };
}

/**
 * Two universities and the people around one live event of the first: a speaker, the event's
 * ambassador, another ambassador of the same university, its admin, the other university's
 * admin and two prospects. The event is `upcoming` unless `overrides` say otherwise.
 */
export async function buildLiveEventWorld(
  app: App,
  overrides: Partial<typeof liveEvents.$inferInsert> = {},
) {
  const db = app.ctx.database.db;
  const uni = await buildUniversity(db);
  const otherUni = await buildUniversity(db);
  const speaker = await buildAccount(db, {
    roleKey: ROLES.speaker,
    universityId: uni.id,
    name: 'Priya',
  });
  const { account: eventAmbassador } = await buildAmbassador(db, uni.id);
  const { account: otherAmbassador } = await buildAmbassador(db, uni.id);
  const admin = await buildAdmin(db, uni.id, { name: 'Ada' });
  const otherAdmin = await buildAdmin(db, otherUni.id);
  const prospect = await buildProspect(db, { name: 'Sofia' });
  const otherProspect = await buildProspect(db, { name: 'Noah' });
  const built = await buildLiveEvent(db, {
    universityId: uni.id,
    speakers: [speaker],
    ambassadors: [eventAmbassador],
    speakerCode: `CODE-${uni.id}-${Date.now()}`,
    ...overrides,
  });
  const people = {
    speaker: await callerOf(app, speaker),
    eventAmbassador: await callerOf(app, eventAmbassador),
    otherAmbassador: await callerOf(app, otherAmbassador),
    admin: await callerOf(app, admin),
    otherAdmin: await callerOf(app, otherAdmin),
    prospect: await callerOf(app, prospect),
    otherProspect: await callerOf(app, otherProspect),
  };
  return { uni, otherUni, ...built, ...people };
}

export type LiveEventWorld = Awaited<ReturnType<typeof buildLiveEventWorld>>;
