/**
 * Tells the other tabs of this app that this one signed in or out. Tokens live in each tab's
 * memory, so a tab that hears "signed in" restores its own session from the refresh cookie and
 * one that hears "signed out" forgets its token.
 */
export type SessionNews = 'signedIn' | 'signedOut';

const CHANNEL = 'quad.session';
// Channels of one page hear each other too: a page ignores what it said itself.
const PAGE_ID = Math.random().toString(36).slice(2);

function open(): BroadcastChannel | null {
  try {
    return typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(CHANNEL);
  } catch {
    return null;
  }
}

/** Tells the other tabs. */
export function announceSession(news: SessionNews): void {
  const channel = open();
  channel?.postMessage({ news, from: PAGE_ID });
  channel?.close();
}

/** Listens to the other tabs until the returned function is called. */
export function listenToSessionNews(onNews: (news: SessionNews) => void): () => void {
  const channel = open();
  if (!channel) return () => {};
  channel.onmessage = (event: MessageEvent<{ news?: unknown; from?: unknown } | null>) => {
    const { news, from } = event.data ?? {};
    if (from === PAGE_ID) return;
    if (news === 'signedIn' || news === 'signedOut') onNews(news);
  };
  return () => channel.close();
}
