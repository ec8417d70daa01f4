import {
  pushPublicKeySchema,
  pushSubscribeResultSchema,
  pushUnsubscribeResultSchema,
  type PushSubscriptionInput,
} from '@quad/shared/contracts/notifications';
import { apiClient } from '../../../lib/api-client';

/** GET /interactionSite/webPush/publicKey: the application server key to subscribe with. */
export async function getPushPublicKey(): Promise<string> {
  const data = await apiClient.get('/interactionSite/webPush/publicKey', {
    schema: pushPublicKeySchema,
  });
  return data.publicKey;
}

/** POST /interactionSite/webPush/subscribe: creates this browser's subscription, or fetches it. */
export function saveSubscription(subscription: PushSubscriptionInput) {
  return apiClient.post('/interactionSite/webPush/subscribe', subscription, {
    schema: pushSubscribeResultSchema,
  });
}

/** POST /interactionSite/webPush/unsubscribe. */
export function removeSubscription(endpoint: string) {
  return apiClient.post(
    '/interactionSite/webPush/unsubscribe',
    { endpoint },
    { schema: pushUnsubscribeResultSchema },
  );
}
