import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProviders } from './app/providers';
import { createAppRouter } from './app/router';
import { primeFirstScreen } from './app/first-screen';
import { FirstScreenCheck } from './app/first-screen-check';
import { contentKeys } from './features/content/api/content-keys';
import { applyDefaultTheme } from './app/widget-context/theme';
import { applyDocumentLanguage, showLanguage } from './i18n/i18n';
import { chooseLanguage, pageHints } from './i18n/language-choice';
import { apiClient, setSignOutNavigator } from './lib/api-client';
import { startEmbedBridge } from './lib/embed-bridge';
import { captureVisit } from './lib/tracking/tracking';
import { createQueryClient } from './lib/query-client';
import { listenToSessionNews } from './lib/session-channel';
import { tokenStore } from './lib/token-store';
import './styles/global.css';

// The language is known before the first paint: its direction lays out the skeleton, and its
// texts (one chunk) load while the app's modules do. Past a second and a half the app shows in
// English and switches when they arrive.
const language = chooseLanguage(pageHints());
applyDocumentLanguage(language);
const languageReady = Promise.race([
  showLanguage(language).catch(() => applyDocumentLanguage('en')),
  new Promise((resolve) => setTimeout(resolve, 1500)),
]);
applyDefaultTheme();

// Realtime's client is a chunk of its own, loaded by the first screen that listens; a reconnect
// before that has nothing to do.
const reconnectRealtime = () =>
  void import('./lib/socket').then(({ realtime }) => realtime.reconnect());

const queryClient = createQueryClient();
// The page's own first screen (settings, an anonymous home) shows without a call.
const primed = primeFirstScreen(queryClient);

// The access token lives in memory: the refresh cookie gives this page its session back. A home
// the page carried was an anonymous visit's: a signed-in visitor's likes and chats come again.
void apiClient.restoreSession().then((restored) => {
  if (!restored) return;
  reconnectRealtime();
  if (primed) void queryClient.invalidateQueries({ queryKey: contentKeys.all });
});
// Another tab signed in (its cookie is ours too) or out.
listenToSessionNews((news) => {
  if (news === 'signedOut') {
    tokenStore.clear('main');
    reconnectRealtime();
    return;
  }
  void apiClient.restoreSession().then((restored) => {
    if (restored) reconnectRealtime();
  });
});

const router = createAppRouter();
const navigate = (to: string, options?: { replace?: boolean; state?: unknown }) =>
  void router.navigate(to, options);
setSignOutNavigator(navigate);
// Before the bridge's deep link replaces the address the visit came with.
captureVisit();
startEmbedBridge({ navigate });

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element.');

// A transition: React renders the first screen in slices and lets the browser breathe between
// them (a phone's main thread is never blocked by one long task).
void languageReady.then(() => {
  const root = createRoot(container);
  startTransition(() =>
    root.render(
      <StrictMode>
        <AppProviders queryClient={queryClient}>
          <RouterProvider router={router} />
          {primed && <FirstScreenCheck queryClient={queryClient} />}
        </AppProviders>
      </StrictMode>,
    ),
  );
});
