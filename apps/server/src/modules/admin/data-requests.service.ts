import type {
  DataRequestErase,
  DataRequestPerson,
} from '@quad/shared/contracts/admin-data-requests';
import { ROLES } from '@quad/shared/roles';
import { commitAcross } from '../../core/db/transaction';
import { BadRequestError, ForbiddenError, NotFoundError } from '../../core/errors/app-error';
import type { ServiceContext } from '../../core/service-context';
import { deleteAccount } from '../accounts/account-deletion.service';
import { findAccountById } from '../accounts/accounts.repository';
import { exportPersonData, type PersonDataExport } from '../accounts/data-export.service';
import type { AdminActor } from './admin-actor';
import { audit } from './audit.service';
import { findUniversityPerson, type DataRequestRow } from './data-requests.repository';
import { problem, problemDetail } from '../../core/errors/problems';

function presentPerson(row: DataRequestRow): DataRequestPerson {
  return {
    id: row.id,
    name: `${row.name} ${row.last_name}`.trim() || row.email,
    email: row.email,
    role_key: row.role_key,
    created_at: new Date(row.created_at).toISOString(),
    conversations: Number(row.conversations),
    messages: Number(row.messages),
  };
}

async function requirePerson(db: ServiceContext['db'], actor: AdminActor, id: number) {
  const row = await findUniversityPerson(db, actor.universityId, { id });
  if (!row) throw new NotFoundError('person');
  return row;
}

/** GET /admin/dataRequests/people?email=: the person a request is about, if they are ours. */
export async function lookUpPerson(
  { db }: Pick<ServiceContext, 'db'>,
  actor: AdminActor,
  email: string,
): Promise<DataRequestPerson | null> {
  const row = await findUniversityPerson(db, actor.universityId, { email });
  return row ? presentPerson(row) : null;
}

/** GET /admin/dataRequests/people/{id}/export: what the university holds about them; audited. */
export async function exportPerson(
  ctx: Pick<ServiceContext, 'db' | 'after'>,
  actor: AdminActor,
  id: number,
): Promise<PersonDataExport> {
  const person = await requirePerson(ctx.db, actor, id);
  const data = await exportPersonData(ctx.db, person.id, actor.universityId);
  if (!data) throw new NotFoundError('person');
  await commitAcross(ctx, (_inner, tx) =>
    audit(tx, actor, {
      action: 'dataRequest.export',
      target: `account:${person.id}`,
      before: null,
      after: { email: person.email },
    }),
  );
  return data;
}

/**
 * POST /admin/dataRequests/people/{id}/erase: account deletion on the person's behalf — their
 * personal data goes, their messages stay as "Deleted user". The erasure and its audit entry
 * commit together. Admins are not erased from here; nor is the admin themself.
 */
export async function erasePerson(
  ctx: Pick<ServiceContext, 'db' | 'after' | 'storage' | 'log'>,
  actor: AdminActor,
  id: number,
  input: DataRequestErase,
): Promise<void> {
  const person = await requirePerson(ctx.db, actor, id);
  if (person.role_key === ROLES.admin) {
    throw new ForbiddenError('admins_not_erased');
  }
  if (person.email.toLowerCase() !== input.confirm_email.toLowerCase()) {
    throw new BadRequestError(problem('emailMismatch'), [
      problemDetail('confirm_email', problem('emailMismatch')),
    ]);
  }
  const account = await findAccountById(ctx.db, person.id);
  if (!account) throw new NotFoundError('person');
  await commitAcross(ctx, async (inner, tx) => {
    await deleteAccount(inner, account);
    // The trail keeps who asked and when, never the erased person's data.
    await audit(tx, actor, {
      action: 'dataRequest.erase',
      target: `account:${person.id}`,
      before: { role_key: person.role_key },
      after: { erased: true },
    });
  });
}
