import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { CSSProperties, ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Toaster } from 'sonner';
import { TOAST } from '@quad/shared/limits';
import { i18n } from '../i18n/i18n';

// Spec §9: top-right, 5 s, 320 px; the rest follows the design tokens.
// On phones toasts start below the university bar (64 px and a gap), never over it.
const PHONE_OFFSET = { top: 'calc(64px + var(--space-2) + env(safe-area-inset-top))' };
const toasterStyle = {
  '--width': `${TOAST.widthPx}px`,
  '--border-radius': 'var(--radius-card)',
  fontFamily: 'var(--font-family)',
} as CSSProperties;

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
        <Toaster
          position={TOAST.position}
          duration={TOAST.autoDismissMs}
          style={toasterStyle}
          mobileOffset={PHONE_OFFSET}
          closeButton
          richColors
          containerAriaLabel={i18n.t('common.notifications')}
        />
      </QueryClientProvider>
    </I18nextProvider>
  );
}
