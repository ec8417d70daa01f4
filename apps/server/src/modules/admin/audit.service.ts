import type { AuditEntry, AuditListQuery, AuditListResponse } from '@quad/shared/contracts/admin';
import { isRecord } from '@quad/shared/rules/is-record';
import type { Db } from '../../core/db/client';
import { contentChangedEvent } from '../../core/events/content-changed';
import { enqueueEvents } from '../../core/events/outbox';
import type { Tx } from '../../core/db/transaction';
import type { ServiceContext } from '../../core/service-context';
import type { AdminActor } from './admin-actor';
import { findAuditPage, insertAuditEntry } from './audit.repository';

/** One console write as the audit trail keeps it. */
export interface AuditRecord {
  action: string;
  target: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

/**
 * Keeps only what changed between two snapshots, so the trail reads as a diff. A nested object
 * (the titles) is compared key by key: `titles.page_title`, not the whole object.
 */
export function changedFields(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): { before: Record<string, unknown>; after: Record<string, unknown> } {
  const was: Record<string, unknown> = {};
  const now: Record<string, unknown> = {};
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
    const a = before[key];
    const b = after[key];
    if (isRecord(a) && isRecord(b)) {
      const inner = changedFields(a, b);
      for (const name of Object.keys(inner.after)) {
        was[`${key}.${name}`] = inner.before[name];
        now[`${key}.${name}`] = inner.after[name];
      }
      continue;
    }
    if (JSON.stringify(a) === JSON.stringify(b)) continue;
    was[key] = a ?? null;
    now[key] = b ?? null;
  }
  return { before: was, after: now };
}

/**
 * Writes the entry in the caller's transaction: it exists exactly when the change does. Every
 * console write is audited, so this is also where the widget homes hear of it (they drop the
 * university's cached snapshot on every node once the transaction commits).
 */
export async function audit(tx: Tx | Db, actor: AdminActor, record: AuditRecord): Promise<void> {
  await enqueueEvents(tx, [contentChangedEvent([actor.universityId])]);
  return insertAuditEntry(tx, {
    universityId: actor.universityId,
    actorId: actor.id,
    action: record.action,
    target: record.target,
    before: record.before,
    after: record.after,
  });
}

/** GET /admin/audit: the admin's university's trail, newest first. */
export async function listAudit(
  { db }: Pick<ServiceContext, 'db'>,
  actor: AdminActor,
  query: AuditListQuery,
): Promise<AuditListResponse> {
  const { rows, total } = await findAuditPage(db, actor.universityId, {
    limit: query.limit,
    offset: (query.page - 1) * query.limit,
  });
  const entries: AuditEntry[] = rows.map(({ entry, actor: who }) => ({
    id: entry.id,
    action: entry.action,
    target: entry.target,
    actor: who
      ? { id: who.id, name: `${who.name} ${who.lastName}`.trim() || who.email, email: who.email }
      : null,
    before: entry.before ?? null,
    after: entry.after ?? null,
    created_at: entry.createdAt.toISOString(),
  }));
  return { entries, total };
}
