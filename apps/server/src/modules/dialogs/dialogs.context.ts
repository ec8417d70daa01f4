import type { Realtime } from '../../core/realtime/realtime';
import type { ServiceContext } from '../../core/service-context';

/** What the chat use cases are handed: the app's ServiceContext and realtime (evictions). */
export type DialogsContext = ServiceContext & { realtime: Realtime };

/** Options every dialogs route file is registered with. */
export interface DialogsRouteOptions {
  services: DialogsContext;
}
