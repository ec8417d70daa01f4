import { and, asc, eq, sql } from 'drizzle-orm';
import { DIALOG_TYPES } from '@quad/shared/contracts/dialogs';
import { ROLES } from '@quad/shared/roles';
import type { Db } from '../../core/db/client';
import type { Tx } from '../../core/db/transaction';
import { accounts, dialogMembers, dialogs, widgetSettings } from '../../core/db/schema';
import { activeMember, type AccountRow, type DialogRow } from './dialogs.repository';

/**
 * Where the chat safety settings live: keys of the university's free-form widget settings
 * (`widget_settings.settings`), so they need no column of their own.
 */
export const SAFETY_KEYS = {
  maskContactDetails: 'chatMaskContactDetails',
  autoCloseAfterMinutes: 'chatAutoCloseMinutes',
} as const;

type SettingValue = string | number | boolean | null;

/** The university's free-form widget settings (empty when it has no settings row). */
export async function universitySettings(
  db: Db,
  universityId: number,
): Promise<Record<string, SettingValue>> {
  const [row] = await db
    .select({ settings: widgetSettings.settings })
    .from(widgetSettings)
    .where(eq(widgetSettings.universityId, universityId))
    .limit(1);
  return row?.settings ?? {};
}

/** Merges keys into the university's free-form settings; the other keys stay as they are. */
export async function mergeUniversitySettings(
  tx: Tx,
  universityId: number,
  values: Record<string, SettingValue>,
): Promise<void> {
  await tx
    .insert(widgetSettings)
    .values({ universityId, settings: values })
    .onConflictDoUpdate({
      target: widgetSettings.universityId,
      set: {
        settings: sql`${widgetSettings.settings} || ${JSON.stringify(values)}::jsonb`,
        updatedAt: new Date(),
      },
    });
}

/**
 * The accounts of a dialog's active prospects that carry a birth date, the only ones that can be
 * minors (a live chat may hold hundreds of prospects; most carry none).
 */
export async function activeProspectsWithBirthDate(
  db: Db,
  dialogId: number,
): Promise<AccountRow[]> {
  const rows = await db
    .select({ account: accounts })
    .from(dialogMembers)
    .innerJoin(accounts, eq(accounts.id, dialogMembers.accountId))
    .where(
      and(
        eq(dialogMembers.dialogId, dialogId),
        eq(dialogMembers.roleKey, ROLES.prospect),
        activeMember,
        sql`(${accounts.birthDate} is not null or ${accounts.ssoCustomData} ? 'birth_date' or ${accounts.ssoCustomData} ? 'birthdate')`,
      ),
    );
  return rows.map((row) => row.account);
}

/**
 * Locks open prospect–ambassador chats whose university closes idle chats and that have been
 * idle that long, oldest first. SKIP LOCKED lets several nodes sweep at once without closing
 * one chat twice: each takes the chats the others have not locked.
 */
export async function lockIdleDialogs(tx: Tx, limit: number): Promise<DialogRow[]> {
  const minutes = sql`${widgetSettings.settings} -> ${SAFETY_KEYS.autoCloseAfterMinutes}`;
  const rows = await tx
    .select({ dialog: dialogs })
    .from(dialogs)
    .innerJoin(widgetSettings, eq(widgetSettings.universityId, dialogs.universityId))
    .where(
      and(
        eq(dialogs.type, DIALOG_TYPES.individual),
        eq(dialogs.closed, false),
        eq(dialogs.archived, false),
        sql`jsonb_typeof(${minutes}) = 'number'`,
        sql`${dialogs.lastActivity} < now() - make_interval(mins => (${minutes})::int)`,
      ),
    )
    .orderBy(asc(dialogs.lastActivity))
    .limit(limit)
    .for('update', { of: dialogs, skipLocked: true });
  return rows.map((row) => row.dialog);
}
