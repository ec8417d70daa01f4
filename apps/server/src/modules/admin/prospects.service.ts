import type {
  AdminProspect,
  AdminProspectChange,
  AdminProspectDetail,
  AdminProspectList,
  AdminProspectListQuery,
} from '@quad/shared/contracts/admin-prospects';
import { commit } from '../../core/db/transaction';
import { NotFoundError } from '../../core/errors/app-error';
import type { ServiceContext } from '../../core/service-context';
import { setAccountEnabled } from './account-access';
import type { AdminActor } from './admin-actor';
import { audit } from './audit.service';
import {
  findProspect,
  findProspectAnswers,
  findProspectPage,
  type ProspectRow,
} from './prospects.repository';

function presentProspect(row: ProspectRow): AdminProspect {
  return {
    id: row.id,
    name: `${row.name} ${row.lastName}`.trim() || row.email,
    email: row.email,
    is_blocked: !row.isEnabled,
    chats_count: row.chats,
    created_at: row.createdAt.toISOString(),
    last_seen_at: row.lastSeenAt?.toISOString() ?? null,
  };
}

/** GET /admin/prospects: those who registered with the university or chat with it. */
export async function listProspects(
  { db }: Pick<ServiceContext, 'db'>,
  actor: AdminActor,
  query: AdminProspectListQuery,
): Promise<AdminProspectList> {
  const { rows, total } = await findProspectPage(db, actor.universityId, query);
  return { prospects: rows.map(presentProspect), total };
}

/** GET /admin/prospects/{id}: profile, answers, consents and where they came from. */
export async function getProspect(
  { db }: Pick<ServiceContext, 'db'>,
  actor: AdminActor,
  accountId: number,
): Promise<AdminProspectDetail> {
  const row = await findProspect(db, actor.universityId, accountId);
  if (!row) throw new NotFoundError('prospect');
  const answers = await findProspectAnswers(db, actor.universityId, accountId);
  return {
    ...presentProspect(row),
    phone: row.phoneNumber ? `${row.phoneCountry ?? ''} ${row.phoneNumber}`.trim() : null,
    nationality_id: row.nationalityId,
    residence_country_id: row.residenceCountryId,
    answers,
    consents: {
      terms_accepted_at: row.acceptedTermsAt?.toISOString() ?? null,
      marketing: row.marketingPreference,
      email_notifications: row.resiveEmail,
    },
    utm: row.utm,
  };
}

/**
 * PATCH /admin/prospects/{id}: blocks or unblocks a prospect; audited. Blocking signs them out
 * everywhere at once, tells their chats, and keeps them from signing in or sending.
 */
export async function changeProspect(
  services: Pick<ServiceContext, 'db' | 'after'>,
  actor: AdminActor,
  accountId: number,
  change: AdminProspectChange,
): Promise<AdminProspectDetail> {
  let revoked: string[] = [];
  await commit(services.db, services.after, async (tx) => {
    const found = await findProspect(tx, actor.universityId, accountId);
    if (!found) throw new NotFoundError('prospect');
    const isEnabled = !change.is_blocked;
    if (found.isEnabled === isEnabled) return;
    ({ revoked } = await setAccountEnabled(tx, found, isEnabled));
    await audit(tx, actor, {
      action: change.is_blocked ? 'prospect.block' : 'prospect.unblock',
      target: `account:${accountId}`,
      before: { is_blocked: !found.isEnabled },
      after: { is_blocked: change.is_blocked },
    });
  });
  services.after.sessions.revoked(revoked);
  return getProspect(services, actor, accountId);
}
