import type { ParsedBase } from '@quad/shared/rules/base-path';
import { apiClient } from '../api-client';
import { markUtmSent, utmDataBody, utmSentTo } from './tracking';

// The contract loads beside the call, not with the page (the widget's first screen makes it).
const utmResultSchema = () =>
  import('@quad/shared/contracts/questions').then((contract) => contract.utmResultSchema);

/**
 * Tells the server where a signed-in prospect came from (spec §7 `POST /auth/{universityId}/utmData`),
 * once per account and kept campaign. Failures are quiet: attribution never interrupts anyone.
 */
export async function sendUtmData(
  base: ParsedBase,
  universityId: number,
  accountId: number,
): Promise<boolean> {
  const body = utmDataBody(base);
  if (!body || utmSentTo(base, accountId)) return false;
  try {
    await apiClient.post(`/interactionSite/auth/${universityId}/utmData`, body, {
      schema: utmResultSchema,
    });
    markUtmSent(base, accountId);
    return true;
  } catch {
    return false;
  }
}
