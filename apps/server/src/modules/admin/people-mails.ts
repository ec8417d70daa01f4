import type { MailContext } from '../../core/mail/templates/account-mails';
import { renderMail, type RenderedMail } from '../../core/mail/templates/layout';

// Written in English only for now, like the application's mails; the layout follows the language.

/** An admin invites someone to become an ambassador: the access code and where to use it. */
export function ambassadorInvitationMail(
  { catalogue, brand }: MailContext,
  invitation: { code: string; applyUrl: string; days: number },
): RenderedMail {
  return renderMail(catalogue, brand, {
    subject: `You're invited to be an ambassador for ${brand.name}`,
    heading: 'Become a student ambassador',
    paragraphs: [
      `${brand.name} invites you to talk with prospective students about life there.`,
      'Start your application with this access code:',
    ],
    code: invitation.code,
    action: { label: 'Start your application', url: invitation.applyUrl },
    note: `The code works once, for ${invitation.days} days.`,
  });
}
