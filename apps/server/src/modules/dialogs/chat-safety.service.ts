import type { ChatSafetySettings } from '@quad/shared/contracts/dialog-actions';
import { findContactDetails, isSafeguardedAge } from '@quad/shared/rules/safeguarding';
import type { ContactKind } from '@quad/shared/rules/safeguarding-marks';
import type { DialogsContext } from './dialogs.context';
import type { Actor } from '../../core/auth/tokens';
import type { Db } from '../../core/db/client';
import { commit } from '../../core/db/transaction';
import { ForbiddenError } from '../../core/errors/app-error';
import { audit, changedFields } from '../admin/audit.service';
import {
  activeProspectsWithBirthDate,
  mergeUniversitySettings,
  SAFETY_KEYS,
  universitySettings,
} from './chat-safety.repository';
import type { AccountRow, DialogRow } from './dialogs.repository';

/**
 * The birth date a prospect gave at sign-up, else the one their identity provider told
 * (`birthdate` in OpenID Connect, `birth_date` from the widget's single sign-on).
 */
export function birthDateOf(
  account: Pick<AccountRow, 'birthDate' | 'ssoCustomData'>,
): string | null {
  if (account.birthDate) return account.birthDate;
  const claims = account.ssoCustomData ?? {};
  const value = claims['birth_date'] ?? claims['birthdate'];
  return typeof value === 'string' ? value : null;
}

/** A university's chat safety settings as stored (nothing stored: off and never). */
export async function readChatSafety(db: Db, universityId: number): Promise<ChatSafetySettings> {
  const settings = await universitySettings(db, universityId);
  const minutes = settings[SAFETY_KEYS.autoCloseAfterMinutes];
  return {
    maskContactDetails: settings[SAFETY_KEYS.maskContactDetails] === true,
    autoCloseAfterMinutes: typeof minutes === 'number' && minutes >= 1 ? minutes : null,
  };
}

/**
 * Whether messages of this dialog hide contact details: the university asks for it, or one of its
 * prospects is under 18. Both sides see them hidden, whoever wrote them.
 */
export async function hidesContactDetails(db: Db, dialog: DialogRow): Promise<boolean> {
  if (dialog.universityId !== null) {
    const settings = await readChatSafety(db, dialog.universityId);
    if (settings.maskContactDetails) return true;
  }
  const prospects = await activeProspectsWithBirthDate(db, dialog.id);
  return prospects.some((account) => isSafeguardedAge(birthDateOf(account)));
}

/** The kinds of contact detail a message of a safeguarded dialog hides (none: nothing to store). */
export async function contactDetailsToHide(
  db: Db,
  dialog: DialogRow,
  text: string,
): Promise<ContactKind[]> {
  const found = findContactDetails(text);
  if (found.length === 0 || !(await hidesContactDetails(db, dialog))) return [];
  return [...new Set(found.map((span) => span.kind))];
}

function universityOf(actor: Actor): number {
  if (actor.universityId === null) throw new ForbiddenError('no_university');
  return actor.universityId;
}

/** An admin reads their university's chat safety settings. */
export async function getChatSafety(ctx: DialogsContext, actor: Actor) {
  return readChatSafety(ctx.db, universityOf(actor));
}

/** An admin changes their university's chat safety settings. */
export async function updateChatSafety(
  ctx: DialogsContext,
  actor: Actor,
  input: ChatSafetySettings,
): Promise<ChatSafetySettings> {
  const universityId = universityOf(actor);
  const before = await readChatSafety(ctx.db, universityId);
  await commit(ctx.db, ctx.after, async (tx) => {
    await mergeUniversitySettings(tx, universityId, {
      [SAFETY_KEYS.maskContactDetails]: input.maskContactDetails,
      [SAFETY_KEYS.autoCloseAfterMinutes]: input.autoCloseAfterMinutes,
    });
    const diff = changedFields(before, input);
    if (Object.keys(diff.after).length > 0) {
      await audit(
        tx,
        { id: actor.id, universityId },
        {
          action: 'chatSafety.update',
          target: 'settings',
          ...diff,
        },
      );
    }
  });
  return readChatSafety(ctx.db, universityId);
}
