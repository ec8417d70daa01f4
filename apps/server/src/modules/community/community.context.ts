import type { DialogsContext } from '../dialogs/dialogs.context';

/** What the community use cases are handed: the chat's context (they reuse its use cases). */
export type CommunityContext = DialogsContext;

/** Options every community route file is registered with. */
export interface CommunityRouteOptions {
  services: CommunityContext;
}
