import { apiClient, isAbortError } from '../../../lib/api-client';

export type TrackedItem = { kind: 'posts' | 'faqs'; id: number };

/** POST /widget/{posts|faqs}/{id}/watch: counts a view. Best effort: a failure stays silent. */
export async function watchItem({ kind, id }: TrackedItem): Promise<void> {
  try {
    await apiClient.post(`/widget/${kind}/${id}/watch`);
  } catch (error) {
    if (!isAbortError(error)) console.warn(`Could not record a view of ${kind}/${id}`, error);
  }
}

/** POST /widget/{posts|faqs}/{id}/share: counts a share. Best effort, like a view. */
export async function shareItem({ kind, id }: TrackedItem): Promise<void> {
  try {
    await apiClient.post(`/widget/${kind}/${id}/share`);
  } catch (error) {
    if (!isAbortError(error)) console.warn(`Could not record a share of ${kind}/${id}`, error);
  }
}
