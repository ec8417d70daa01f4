/** What a verification code mail confirms. */
export type CodePurpose = 'email_change' | 'password_change' | 'sso_link';

/** Every text a mail uses, in one language. */
export interface MailCatalogue {
  /** BCP 47 primary language tag, set as the html lang attribute. */
  lang: string;
  greeting(name: string): string;
  signOff(brand: string): string;
  footer(brand: string): string;
  notYou: string;
  buttonFallback: string;
  welcome: {
    subject(brand: string): string;
    heading(brand: string): string;
    body(brand: string): string[];
    action: string;
  };
  verificationCode: {
    subject(purpose: CodePurpose): string;
    heading(purpose: CodePurpose): string;
    intro(purpose: CodePurpose): string;
    expires(minutes: number): string;
  };
  emailChanged: { subject: string; body(newEmail: string): string[] };
  passwordRecovery: { subject: string; body(minutes: number): string[]; action: string };
  passwordChanged: { subject: string; body: string[] };
  /** An admin invites someone to become an ambassador with an access code. */
  ambassadorInvitation: {
    subject(brand: string): string;
    heading: string;
    body(brand: string): string[];
    action: string;
    note(days: number): string;
  };
  /** The ambassador application's mails. */
  application: {
    received: { subject: string; heading: string; body(brand: string): string[]; action: string };
    approved: {
      subject(brand: string): string;
      heading: string;
      body(brand: string): string[];
      action(brand: string): string;
    };
    rejected: {
      subject: string;
      heading: string;
      /** Before the admins' reason, which is quoted as they wrote it. */
      intro(brand: string): string;
      /** After the reason. */
      outro: string;
      action: string;
    };
    toReview: {
      subject(applicant: string): string;
      heading: string;
      body(applicant: string, email: string, brand: string): string[];
    };
  };
  /** A chat has messages someone missed while away: the offline notice (mail, push, text). */
  offlineNotice: {
    subject(sender: string): string;
    heading(sender: string): string;
    body(sender: string, count: number, brand: string): string[];
    action: string;
    /** Why the mail came, above the one-click unsubscribe link. */
    why(brand: string): string;
    unsubscribe: string;
    /** The push notification's body (its title is the heading). */
    push(count: number): string;
    /** The text message, with the chat's link at the end. */
    text(sender: string, brand: string, url: string): string;
  };
}
