import type { ApplicationStatus, ApplicationStep } from '@quad/shared/contracts/application';
import { ROLES } from '@quad/shared/roles';
import type { Actor } from '../../core/auth/tokens';
import type { ApplicationRow } from './application.repository';

export type ApplicationAction =
  /** See a university's applications and its access codes. */
  | 'application:list'
  /** Approve or reject an application. */
  | 'application:decide'
  /** Create and revoke access codes. */
  | 'accessCode:manage';

/** The one place that says who may do what to a university's applications and codes. */
export function can(
  actor: Actor | null,
  _action: ApplicationAction,
  subject: { universityId: number },
): boolean {
  // Every action belongs to the admins of that university, and to no one else.
  return (
    actor !== null &&
    actor.audience === 'main' &&
    actor.role === ROLES.admin &&
    actor.universityId === subject.universityId
  );
}

/** Statuses an admin may decide from: a sent application, or a rejected one sent again. */
export function isDecidable(status: string): boolean {
  return status === 'pending';
}

/** Statuses in which the applicant may still send the application. */
export function maySubmit(status: string): boolean {
  return status === 'in_progress' || status === 'rejected';
}

/** What the applicant does next: the first step not saved yet, else done. */
export function nextStepOf(
  application: Pick<ApplicationRow, 'infoSavedAt' | 'avatarSavedAt' | 'status'>,
): ApplicationStep {
  if (!application.infoSavedAt) return 'profile';
  if (!application.avatarSavedAt) return 'avatar';
  if (application.status === 'in_progress') return 'welcome';
  return 'done';
}

/** The stored status as the contract's (unknown values read as in progress). */
export function statusOf(value: string): ApplicationStatus {
  return value === 'pending' || value === 'approved' || value === 'rejected'
    ? value
    : 'in_progress';
}
