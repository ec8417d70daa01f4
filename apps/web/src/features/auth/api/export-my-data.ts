import { apiClient } from '../../../lib/api-client';

/** GET /interactionSite/account/export: everything Quad keeps about the signed-in person. */
export async function exportMyData(): Promise<unknown> {
  return apiClient.get('/interactionSite/account/export');
}
