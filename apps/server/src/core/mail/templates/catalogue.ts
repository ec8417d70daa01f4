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
}
