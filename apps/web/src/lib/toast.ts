import { useEffect, useSyncExternalStore } from 'react';
import type * as Sonner from 'sonner';
import type { ExternalToast } from 'sonner';
import { loadOnce } from './load-once';
import { whenIdleAfterLoad } from './when-idle';

type Message = Parameters<typeof Sonner.toast>[0];
type Level = 'success' | 'error' | 'info' | 'warning';

/** The toasts' code (sonner), fetched once: by the first toast, or when the page is idle. */
const sonnerCode = loadOnce(() => import('sonner'));

let toasterWanted = false;
const listeners = new Set<() => void>();

function wantToaster(): void {
  if (toasterWanted) return;
  toasterWanted = true;
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function show(level: Level | null, message: Message, data?: ExternalToast): void {
  wantToaster();
  const publish = ({ toast: sonnerToast }: typeof Sonner) => {
    if (level) sonnerToast[level](message, data);
    else sonnerToast(message, data);
  };
  // Once the code is here a toast shows at once; before, toasts wait for it in the order asked.
  // Sonner keeps those published before its Toaster mounts and shows them when it does.
  const sonner = sonnerCode.get();
  if (sonner) {
    publish(sonner);
    return;
  }
  sonnerCode.load().then(publish, () => {
    // The code could not be fetched (the connection dropped): the toast is lost, the page is not.
  });
}

/**
 * Shows a toast (spec §3: top-right, 5 s, 320 px; see app/toaster): `toast(text)`,
 * `toast.success(text)`, `toast.error(title, { description, id })`… as sonner's `toast`, whose
 * code arrives with the first toast instead of with the page.
 */
export const toast = Object.assign(
  (message: Message, data?: ExternalToast) => show(null, message, data),
  {
    success: (message: Message, data?: ExternalToast) => show('success', message, data),
    error: (message: Message, data?: ExternalToast) => show('error', message, data),
    info: (message: Message, data?: ExternalToast) => show('info', message, data),
    warning: (message: Message, data?: ExternalToast) => show('warning', message, data),
  },
);

/**
 * True once the page needs its toaster: a toast was asked for, or the page is idle after loading
 * (the toasts' live region is then in place before the first toast, so screen readers hear it).
 */
export function useToasterWanted(): boolean {
  const wanted = useSyncExternalStore(subscribe, () => toasterWanted);
  useEffect(() => (wanted ? undefined : whenIdleAfterLoad(wantToaster)), [wanted]);
  return wanted;
}
