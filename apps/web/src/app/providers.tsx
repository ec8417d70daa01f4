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
  // Sonner's own rich colours put green text on pale green at 4.25:1; the design tokens reach AA.
  '--success-bg': 'var(--success-soft)',
  '--success-text': 'var(--success)',
  '--success-border': 'var(--success-soft)',
  '--warning-bg': 'var(--warning-soft)',
  '--warning-text': 'var(--warning)',
  '--warning-border': 'var(--warning-soft)',
  '--error-bg': 'var(--danger-soft)',
  '--error-text': 'var(--danger)',
  '--error-border': 'var(--danger-soft)',
  '--info-bg': 'var(--info-soft)',
  '--info-text': 'var(--info)',
  '--info-border': 'var(--info-soft)',
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
