import type { TokenService } from '../../core/auth/tokens';
import type { ServiceContext } from '../../core/service-context';

/** What the live-event use cases are handed: the ServiceContext and tokens (speaker sign-in). */
export type LiveEventsContext = ServiceContext & { tokens: TokenService };

/** Options every live-events route file is registered with. */
export interface LiveEventsRouteOptions {
  services: LiveEventsContext;
}
