import type { MailCatalogue } from '../catalogue';

/** English mail texts. A new language is a file like this one, listed in ../i18n.ts. */
export const en: MailCatalogue = {
  lang: 'en',
  greeting: (name) => (name ? `Hi ${name},` : 'Hi,'),
  signOff: (brand) => `The ${brand} team`,
  footer: (brand) =>
    `You are receiving this email because of your account with ${brand}, powered by Quad.`,
  notYou:
    'If this was not you, you can ignore this email: nothing changes without the link or code.',
  buttonFallback: 'If the button does not work, copy this link into your browser:',
  welcome: {
    subject: (brand) => `Welcome to ${brand}`,
    heading: (brand) => `Welcome to ${brand}!`,
    body: (brand) => [
      `Your account is ready. You can now chat with students and staff of ${brand}, ask questions and join live events.`,
      'Students reply in their own time, so we will let you know when someone answers.',
    ],
    action: 'Start a conversation',
  },
  verificationCode: {
    subject: (purpose) =>
      ({
        email_change: 'Confirm your new email address',
        password_change: 'Your code to change your password',
        sso_link: 'Confirm your single sign-on',
      })[purpose],
    heading: (purpose) =>
      ({
        email_change: 'Confirm your new email address',
        password_change: 'Change your password',
        sso_link: 'Confirm it is you',
      })[purpose],
    intro: (purpose) =>
      ({
        email_change: 'Enter this code to use this address for your account:',
        password_change: 'Enter this code to choose a new password:',
        sso_link:
          'Someone signed in with single sign-on using this email address. Enter this code to connect it to your account:',
      })[purpose],
    expires: (minutes) => `The code expires in ${minutes} minutes and works once.`,
  },
  emailChanged: {
    subject: 'Your email address was changed',
    body: (newEmail) => [
      `The email address of your account was changed to ${newEmail}. From now on, sign in with the new address.`,
      'If you did not make this change, reset your password straight away and contact the university.',
    ],
  },
  passwordRecovery: {
    subject: 'Reset your password',
    body: (minutes) => [
      'We received a request to reset the password of your account.',
      `Choose a new password with the button below. The link expires in ${minutes} minutes and works once.`,
    ],
    action: 'Choose a new password',
  },
  passwordChanged: {
    subject: 'Your password was changed',
    body: [
      'The password of your account was just changed, and every other device was signed out.',
      'If you did not make this change, reset your password straight away and contact the university.',
    ],
  },
  ambassadorInvitation: {
    subject: (brand) => `You're invited to be an ambassador for ${brand}`,
    heading: 'Become a student ambassador',
    body: (brand) => [
      `${brand} invites you to talk with prospective students about life there.`,
      'Start your application with this access code:',
    ],
    action: 'Start your application',
    note: (days) => `The code works once, for ${days} days.`,
  },
  application: {
    received: {
      subject: `We've received your ambassador application`,
      heading: 'Thanks for applying',
      body: (brand) => [
        `Thanks for applying to be a student ambassador for ${brand}.`,
        `The team at ${brand} will look at your profile soon. We'll email you as soon as they decide.`,
      ],
      action: 'See your application',
    },
    approved: {
      subject: (brand) => `You're now an ambassador for ${brand}`,
      heading: 'Your profile is live',
      body: (brand) => [
        `Good news: ${brand} approved your ambassador profile.`,
        'Prospective students can now find you and start a chat. Sign in to answer them.',
      ],
      action: (brand) => `Open ${brand}`,
    },
    rejected: {
      subject: 'About your ambassador application',
      heading: 'Your application needs changes',
      intro: (brand) =>
        `Thank you for applying to be a student ambassador for ${brand}. The team could not approve your profile yet. This is what they said:`,
      outro: 'You can change your profile and send it again.',
      action: 'Update your application',
    },
    toReview: {
      subject: (applicant) => `New ambassador application: ${applicant}`,
      heading: 'An application waits for you',
      body: (applicant, email, brand) => [
        `${applicant} (${email}) applied to be a student ambassador for ${brand}.`,
        'Their profile stays out of the widget until an admin of your university approves it, or rejects it with a reason they will see.',
      ],
    },
  },
  offlineNotice: {
    subject: (sender) => `${sender} sent you a message`,
    heading: (sender) => `New message from ${sender}`,
    body: (sender, count, brand) => [
      count === 1
        ? `${sender} wrote to you in your chat on ${brand}.`
        : `${sender} wrote ${count} messages to you in your chat on ${brand}.`,
      'Open the chat to read and reply.',
    ],
    action: 'Open the chat',
    why: (brand) => `You get this email because you have a chat on ${brand} and were away.`,
    unsubscribe: 'Stop these emails',
    push: (count) => (count === 1 ? 'You have a new message.' : `You have ${count} new messages.`),
    text: (sender, brand, url) => `${sender} sent you a message on ${brand}: ${url}`,
  },
};
