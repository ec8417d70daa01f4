import { accountInfoSchema, type AccountInfo } from '@quad/shared/contracts/auth';

/**
 * A signed-in account parsed with the contract's schema: Sofia, a prospect of university 1 who
 * has answered everything asked of her, unless told otherwise.
 */
export function buildAccountInfo(overrides: Partial<AccountInfo> = {}): AccountInfo {
  return accountInfoSchema.parse({
    id: 42,
    key: 'prospect',
    roleKey: 'prospect',
    name: 'Sofia',
    last_name: 'García',
    email: 'sofia@example.com',
    avatar: null,
    subjects: [],
    permission: { is_enabled: true },
    timeIsUp: false,
    isAnsweredMandatoryQuestion: true,
    termsAccepted: true,
    mailing: [],
    notificationData: { method: null, phone_country: null, phone_number: null, is_verified: false },
    university_id: 1,
    isAuthFromMobApp: false,
    ...overrides,
  });
}
