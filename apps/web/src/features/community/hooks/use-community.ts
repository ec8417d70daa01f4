import { createContext, useContext } from 'react';
import type { CommunityAccount } from '@quad/shared/contracts/community-accounts';

export type CommunityContextValue = {
  /** `/{universityId}/community` or `/group/{groupId}/community`. */
  root: string;
  /** The university whose community this is. */
  universityId: number;
  /** The signed-in community account; null on the sign-in screens. */
  account: CommunityAccount | null;
};

export const CommunityContext = createContext<CommunityContextValue | null>(null);

/** The community being shown; only inside the community layout. */
export function useCommunity(): CommunityContextValue {
  const value = useContext(CommunityContext);
  if (!value) throw new Error('useCommunity must be used inside the community layout.');
  return value;
}

/** The signed-in community account; only on screens behind the community sign-in. */
export function useCommunityAccount(): CommunityAccount {
  const { account } = useCommunity();
  if (!account) throw new Error('useCommunityAccount needs a signed-in community account.');
  return account;
}
