import type { AccountInfo } from '@quad/shared/contracts/auth';
import { SUBJECTS } from '@quad/shared/data/subjects';
import { isAmbassador, isProspect } from '@quad/shared/roles';
import { UnauthorizedError } from '../../core/errors/app-error';
import type { ServiceContext } from '../../core/service-context';
import {
  applicationStatusOf,
  findAccountById,
  subjectIdsOf,
  type AccountRow,
  type Executor,
} from './accounts.repository';
import { presentAccount } from './account.presenter';
import { hasAnsweredMandatory, universitiesFor } from './questions.service';
import type { ScopeIds } from './widget-scope';
import { problem } from '../../core/errors/problems';

const subjectsById = new Map(SUBJECTS.map((subject) => [subject.id, subject]));

/** The live account of a signed-in actor; 401 when it was deleted since the token was issued. */
export async function requireLiveAccount(db: Executor, accountId: number): Promise<AccountRow> {
  const account = await findAccountById(db, accountId);
  if (!account || account.deletedAt) {
    throw new UnauthorizedError(problem('accountGone'));
  }
  return account;
}

/** The account as `GET /account/info` shows it, seen from a widget scope (or its own). */
export async function accountInfo(
  deps: Pick<ServiceContext, 'db' | 'storage' | 'config'>,
  account: AccountRow,
  scope: ScopeIds = {},
): Promise<AccountInfo> {
  const subjectIds = await subjectIdsOf(deps.db, account.id);
  const subjects = subjectIds.flatMap((id) => {
    const subject = subjectsById.get(id);
    return subject ? [{ id: subject.id, name: subject.name }] : [];
  });
  const answeredMandatory =
    !isProspect(account.roleKey) ||
    (await hasAnsweredMandatory(
      deps.db,
      account.id,
      await universitiesFor(deps.db, deps.config.publicUrl, account, scope),
    ));
  const applicationStatus = isAmbassador(account.roleKey)
    ? await applicationStatusOf(deps.db, account.id)
    : null;
  return presentAccount(account, {
    subjects,
    isAnsweredMandatoryQuestion: answeredMandatory,
    applicationStatus,
    storage: deps.storage,
  });
}
