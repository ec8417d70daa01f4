import { getPushPublicKey, removeSubscription, saveSubscription } from '../api/push-subscription';
import { registerServiceWorker } from './service-worker';

/** Whether this browser can receive web push at all (service workers and the Push API). */
export function supportsPush(): boolean {
  return (
    typeof window !== 'undefined' &&
    'serviceWorker' in navigator &&
    'PushManager' in window &&
    typeof Notification !== 'undefined'
  );
}

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/**
 * Asks for permission (on the person's tap), subscribes this browser with the site's public key
 * and hands the subscription to the server; an existing subscription is fetched, not made anew.
 * Answers whether push is on.
 */
export async function enablePush(): Promise<boolean> {
  if (!supportsPush()) return false;
  const permission =
    Notification.permission === 'default'
      ? await Notification.requestPermission()
      : Notification.permission;
  if (permission !== 'granted') return false;
  const registration = await registerServiceWorker();
  if (!registration) return false;
  const subscription =
    (await registration.pushManager.getSubscription()) ??
    (await registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: keyBytes(await getPushPublicKey()),
    }));
  const json = subscription.toJSON();
  if (!json.endpoint || !json.keys?.['p256dh'] || !json.keys['auth']) return false;
  await saveSubscription({
    endpoint: json.endpoint,
    keys: { p256dh: json.keys['p256dh'], auth: json.keys['auth'] },
  });
  return true;
}

/** Whether this browser holds a push subscription now. */
export async function hasPushSubscription(): Promise<boolean> {
  if (!supportsPush()) return false;
  const registration = await navigator.serviceWorker.getRegistration('/');
  return Boolean(await registration?.pushManager.getSubscription());
}

/**
 * Unsubscribes this browser and tells the server. Spec §8: a failure is logged and answers
 * false (the caller keeps showing push as on).
 */
export async function disablePush(): Promise<boolean> {
  try {
    const registration = await navigator.serviceWorker.getRegistration('/');
    const subscription = await registration?.pushManager.getSubscription();
    if (!subscription) return true;
    const endpoint = subscription.endpoint;
    if (!(await subscription.unsubscribe())) throw new Error('the browser kept the subscription');
    await removeSubscription(endpoint);
    return true;
  } catch (error) {
    console.error('Could not turn web push off', error);
    return false;
  }
}
