import { uniqueEmailResponseSchema } from '@quad/shared/contracts/auth';
import { apiClient } from '../../../lib/api-client';

/** GET /interactionSite/auth/unique/email: true when no account uses the address yet (spec §5). */
export async function isEmailUnique(email: string, signal?: AbortSignal): Promise<boolean> {
  const data = await apiClient.get('/interactionSite/auth/unique/email', {
    query: { email },
    signal,
    schema: uniqueEmailResponseSchema,
  });
  return data.isUnique;
}
