import type { Mail } from '../../core/mail/mailer';
import { mailCatalogue } from '../../core/mail/templates/i18n';
import type { MailContext } from '../../core/mail/templates/account-mails';
import type { RenderedMail } from '../../core/mail/templates/layout';
import type { AccountRow, Executor } from './accounts.repository';
import { accountScope, type WidgetScope } from './widget-scope';

/** The language stored on an account at registration (from its Accept-Language). */
export function accountLanguage(account: Pick<AccountRow, 'notificationData'>): string | null {
  const language = account.notificationData['language'];
  return typeof language === 'string' ? language : null;
}

/** Language, brand and name for a mail to an account. */
export async function mailContextFor(
  db: Executor,
  publicUrl: string,
  account: AccountRow,
  options: { acceptLanguage?: string | undefined; scope?: WidgetScope | undefined } = {},
): Promise<MailContext> {
  const scope = options.scope ?? (await accountScope(db, publicUrl, account));
  return {
    catalogue: mailCatalogue(accountLanguage(account), options.acceptLanguage),
    brand: scope.brand,
    name: account.name,
  };
}

/** A rendered mail addressed to someone. */
export function addressed(to: string, mail: RenderedMail): Mail {
  return { to, subject: mail.subject, html: mail.html, text: mail.text };
}
