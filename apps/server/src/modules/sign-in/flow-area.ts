import type { SignInArea } from '@quad/shared/contracts/sign-in';
import type { SignInFlowRow } from './sign-in.repository';

/**
 * A popup flow started for the community keeps its area in the stored provider key
 * (`community:google`), so its one-time code is traded only by the community's exchange, for
 * community tokens; a widget flow keeps the bare provider (`google`, `sso`).
 */
const COMMUNITY_PREFIX = 'community:';

/** The provider key a flow is stored under for an area. */
export function flowProviderKey(provider: string, area: SignInArea = 'main'): string {
  return area === 'community' ? `${COMMUNITY_PREFIX}${provider}` : provider;
}

/** The area a flow was started for. */
export function areaOfFlow(flow: Pick<SignInFlowRow, 'provider'>): SignInArea {
  return flow.provider.startsWith(COMMUNITY_PREFIX) ? 'community' : 'main';
}

/** The provider of a flow, without its area. */
export function providerOfFlow(flow: Pick<SignInFlowRow, 'provider'>): string {
  return flow.provider.startsWith(COMMUNITY_PREFIX)
    ? flow.provider.slice(COMMUNITY_PREFIX.length)
    : flow.provider;
}
