/**
 * Push on this device (issue 35): the browser's permission, the push service worker
 * (`public/push-sw.js`), its PushSubscription made with the server's VAPID key and sent to
 * `POST /api/notifications/push/subscriptions`; turning it off removes it on both sides.
 */
import { api } from '../../../lib/api-client';

export type PushState = 'unsupported' | 'denied' | 'on' | 'off';
const WORKER = '/push-sw.js';

export const pushSupported = (): boolean =>
  typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;

/** The VAPID public key as the Push API takes it. */
export function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = (base64url + '='.repeat((4 - (base64url.length % 4)) % 4)).replace(/-/g, '+').replace(/_/g, '/');
  const raw = atob(base64);
  const out = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) out[i] = raw.charCodeAt(i);
  return out;
}

async function subscription(): Promise<PushSubscription | null> {
  const reg = await navigator.serviceWorker.getRegistration(WORKER);
  return (await reg?.pushManager.getSubscription()) ?? null;
}

export async function pushState(): Promise<PushState> {
  if (!pushSupported()) return 'unsupported';
  if (Notification.permission === 'denied') return 'denied';
  return (await subscription()) ? 'on' : 'off';
}

export async function enablePush(): Promise<void> {
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') throw new Error('This browser did not allow notifications from TPL: allow them in its site settings, then try again.');
  const reg = await navigator.serviceWorker.register(WORKER);
  await navigator.serviceWorker.ready;
  const { publicKey } = await api.get<{ publicKey: string }>('/notifications/push/key');
  let sub: PushSubscription;
  try {
    sub = await reg.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) });
  } catch {
    throw new Error('This browser could not reach its push service. Try again later.');
  }
  await api.post('/notifications/push/subscriptions', sub.toJSON());
}

export async function disablePush(): Promise<void> {
  const sub = await subscription();
  if (!sub) return;
  await api.delete('/notifications/push/subscriptions', { endpoint: sub.endpoint });
  await sub.unsubscribe();
}
