import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '../i18n/i18n';
import { useToasterWanted } from '../lib/toast';

// The toaster and its code (sonner) arrive with the first toast, or once the page is idle.
const AppToaster = lazy(() =>
  import('./toaster').then((module) => ({ default: module.AppToaster })),
);

function DeferredToaster() {
  if (!useToasterWanted()) return null;
  return (
    <Suspense fallback={null}>
      <AppToaster />
    </Suspense>
  );
}

/** Translation, data and toasts for everything below. */
export function AppProviders({
  queryClient,
  children,
}: {
  queryClient: QueryClient;
  children: ReactNode;
}) {
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        {children}
        <DeferredToaster />
      </QueryClientProvider>
    </I18nextProvider>
  );
}
