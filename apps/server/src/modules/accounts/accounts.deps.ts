import type { TokenService } from '../../core/auth/tokens';
import type { ServiceContext } from '../../core/service-context';
import type { SmsProvider } from '../../core/sms/sms';
import type { AttemptLimiter } from './login-limits';

/** What only the accounts module adds to the ServiceContext, built once by accounts.plugin.ts. */
export interface AccountsDeps {
  /** Signs access tokens for the sessions this module starts. */
  tokens: TokenService;
  sms: SmsProvider;
  /** Failed sign-ins per account (or per trusted browser). */
  loginFailures: AttemptLimiter;
  /** Mails and text messages with codes, per recipient: a mailbox is never flooded. */
  codeMessages: AttemptLimiter;
}

/** What accounts services are handed: the app's ServiceContext plus the module's extras. */
export type AccountsContext = ServiceContext & AccountsDeps;

/** Options every accounts route file is registered with. */
export interface AccountsRouteOptions {
  services: AccountsContext;
}
