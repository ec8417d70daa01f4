import type { SmsProvider } from '../../core/sms/sms';
import type { AttemptLimiter } from './login-limits';

/** What the accounts route files share, built once per app by accounts.plugin.ts. */
export interface AccountsDeps {
  sms: SmsProvider;
  /** Failed sign-ins per account (or per trusted browser). */
  loginFailures: AttemptLimiter;
  /** Mails and text messages with codes, per recipient: a mailbox is never flooded. */
  codeMessages: AttemptLimiter;
}

/** Options every accounts route file is registered with. */
export interface AccountsRouteOptions {
  deps: AccountsDeps;
}
