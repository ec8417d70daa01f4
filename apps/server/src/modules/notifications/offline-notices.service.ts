import type { FastifyBaseLogger } from 'fastify';
import type { PushNoticePayload } from '@quad/shared/contracts/notifications';
import type { Config } from '../../core/config/config';
import type { Db } from '../../core/db/client';
import { enqueueMail, LIST_UNSUBSCRIBE_ATTRIBUTE } from '../../core/mail/mailer';
import { renderMail } from '../../core/mail/templates/layout';
import { escapeHtml } from '../../core/http/html';
import { toE164, type SmsProvider } from '../../core/sms/sms';
import { mailContextFor } from '../accounts/account-mail';
import { resolveScope } from '../accounts/widget-scope';
import { notificationSettings } from './notification-settings';
import {
  claimDueNotices,
  noticeContext,
  openNoticeWindows,
  postponeNotice,
  openWindowsFromOutbox,
  reopenNotice,
  settleNotice,
  type OfflineNoticeRow,
} from './offline-notices.repository';
import { deleteSubscriptionById, subscriptionsOf, touchSubscription } from './push.repository';
import { quietUntil } from './quiet-hours';
import { unsubscribeToken } from './unsubscribe-token';
import type { PushSender } from './web-push-sender';

/** What the offline-notice job needs. */
export interface OfflineNoticeDeps {
  db: Db;
  config: Config;
  log: FastifyBaseLogger;
  push: PushSender;
  sms: SmsProvider;
  /** Whether an account has a socket connected now, on any node. */
  isOnline(accountId: number): Promise<boolean>;
  /** Sends queued mail now. */
  flushMail(): Promise<void>;
  clock: () => Date;
}

const MAX_ATTEMPTS = 5;
const LEASE_SECONDS = 120;
const BATCH = 20;

/** Opens notice windows for a message the outbox published (`dialogs:{id}:messages:new`). */
export function noteNewMessage(
  deps: Pick<OfflineNoticeDeps, 'db' | 'config'>,
  message: { dialogId: number; seq: number },
): Promise<number> {
  const minutes = notificationSettings(deps.config).offlineNoticeMinutes;
  return openNoticeWindows(deps.db, message, minutes);
}

/**
 * Opens windows for the message events of the outbox's recent history again (idempotent): a
 * node that stopped between publishing a message and opening its windows loses none.
 */
export async function catchUpFromOutbox(
  deps: Pick<OfflineNoticeDeps, 'db' | 'config'>,
): Promise<number> {
  const minutes = notificationSettings(deps.config).offlineNoticeMinutes;
  return openWindowsFromOutbox(deps.db, minutes * 2 + 5, minutes);
}

/** Sends every due notice this node can claim; answers how many were settled. */
export async function sendDueNotices(deps: OfflineNoticeDeps): Promise<number> {
  let settled = 0;
  for (;;) {
    const claimed = await claimDueNotices(deps.db, deps.clock(), BATCH, LEASE_SECONDS);
    for (const notice of claimed) {
      try {
        if (await deliver(deps, notice)) settled += 1;
      } catch (error) {
        await retryLater(deps, notice, error);
      }
    }
    if (claimed.length < BATCH) return settled;
  }
}

async function retryLater(deps: OfflineNoticeDeps, notice: OfflineNoticeRow, error: unknown) {
  const message = error instanceof Error ? error.message : String(error);
  deps.log.warn({ err: error, noticeId: notice.id }, 'an offline notice could not be sent');
  if (notice.attempts >= MAX_ATTEMPTS) {
    await settleNotice(deps.db, notice.id, 'failed');
    return;
  }
  const wait = 60_000 * 2 ** (notice.attempts - 1);
  await postponeNotice(deps.db, notice.id, new Date(deps.clock().getTime() + wait), message);
}

/** Decides and sends one claimed notice; true once it is settled. */
async function deliver(deps: OfflineNoticeDeps, notice: OfflineNoticeRow): Promise<boolean> {
  const { member, account, sender } = await noticeContext(deps.db, notice);
  const skip = (reason: string) => settleNotice(deps.db, notice.id, reason);
  if (!member || !account || account.deletedAt || member.leftAt || member.isDetached) {
    return skip('skipped');
  }
  if (member.lastReadSeq >= notice.toSeq) return skip('read');
  const data = account.notificationData;
  if (data['offline_notices'] === false) return skip('off');
  if (await deps.isOnline(account.id)) return skip('online');
  // Away for the whole delay: someone who left a minute ago is told once they have been away
  // as long as everyone else.
  const delayMs = notificationSettings(deps.config).offlineNoticeMinutes * 60_000;
  const awaySince = account.lastSeenAt?.getTime() ?? 0;
  if (awaySince + delayMs > deps.clock().getTime()) {
    await postponeNotice(deps.db, notice.id, new Date(awaySince + delayMs), null);
    return false;
  }

  const settings = notificationSettings(deps.config);
  const timeZone = typeof data['time_zone'] === 'string' ? data['time_zone'] : settings.timeZone;
  const later = quietUntil(deps.clock(), timeZone, settings.quietHours);
  if (later) {
    await postponeNotice(deps.db, notice.id, later, null);
    return false;
  }

  const mail = await mailContextFor(deps.db, deps.config.publicUrl, account);
  const scope = await resolveScope(deps.db, deps.config.publicUrl, {
    universityId: member.universityId,
  }).catch(() => null);
  const brand = scope?.brand ?? mail.brand;
  const senderName = sender ? `${sender.name} ${sender.lastName}`.trim() : brand.name;
  const count = notice.toSeq - notice.fromSeq + 1;
  const url = `${brand.url}/interaction/dialogs/${notice.dialogId}`;
  const t = mail.catalogue.offlineNotice;

  if (data['push'] !== false) {
    const payload: PushNoticePayload = {
      title: t.heading(senderName),
      body: t.push(count),
      dialogId: notice.dialogId,
      url,
      tag: `dialog-${notice.dialogId}`,
    };
    let delivered = false;
    for (const target of await subscriptionsOf(deps.db, account.id)) {
      const outcome = await deps.push.send(target, payload, `d${notice.dialogId}`);
      if (outcome === 'gone') await deleteSubscriptionById(deps.db, target.id);
      if (outcome === 'sent') {
        delivered = true;
        await touchSubscription(deps.db, target.id);
      }
    }
    if (delivered) return settleNotice(deps.db, notice.id, 'push');
  }

  const method = typeof data['method'] === 'string' ? data['method'] : 'email';
  if (
    (method === 'sms' || method === 'whatsapp') &&
    account.phoneVerified &&
    account.phoneCountry &&
    account.phoneNumber &&
    // Without a gateway, production mails instead of keeping texts in the development outbox.
    !(deps.sms.kind === 'recording' && deps.config.env === 'production')
  ) {
    // Settled first: a text is never sent twice, even if this node stops right after.
    if (!(await settleNotice(deps.db, notice.id, 'sms'))) return false;
    try {
      await deps.sms.send(
        toE164(account.phoneCountry, account.phoneNumber),
        t.text(senderName, brand.name, url),
      );
    } catch (error) {
      // The gateway refused it: nothing went out, so it is tried again.
      await reopenNotice(deps.db, notice.id);
      throw error;
    }
    return true;
  }

  const unsubscribe = `${deps.config.publicUrl}/api/v1/public/notifications/unsubscribe?token=${unsubscribeToken(deps.config.secretsKey, account.id)}`;
  const rendered = renderMail(mail.catalogue, brand, {
    subject: t.subject(senderName),
    heading: t.heading(senderName),
    greeting: mail.catalogue.greeting(account.name),
    paragraphs: t.body(senderName, count, brand.name),
    action: { label: t.action, url },
    note: `${t.why(brand.name)} ${t.unsubscribe}: ${unsubscribe}`,
  });
  const escaped = escapeHtml(unsubscribe);
  const html = rendered.html.replace(
    `${escapeHtml(t.unsubscribe)}: ${escaped}`,
    `<a href="${escaped}" style="color:#555555" ${LIST_UNSUBSCRIBE_ATTRIBUTE}>${escapeHtml(t.unsubscribe)}</a>`,
  );
  // The mail and the settling commit together: the notice is mailed exactly once.
  const sent = await deps.db.transaction(async (tx) => {
    if (!(await settleNotice(tx, notice.id, 'email'))) return false;
    await enqueueMail(tx, {
      to: account.email,
      subject: rendered.subject,
      html,
      text: rendered.text,
    });
    return true;
  });
  if (sent) void deps.flushMail();
  return sent;
}
