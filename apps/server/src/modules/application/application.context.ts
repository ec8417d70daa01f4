import type { TokenService } from '../../core/auth/tokens';
import type { ServiceContext } from '../../core/service-context';

/** What the application use cases are handed: the ServiceContext and tokens (registration). */
export type ApplicationContext = ServiceContext & { tokens: TokenService };

/** Options every application route file is registered with. */
export interface ApplicationRouteOptions {
  services: ApplicationContext;
}
