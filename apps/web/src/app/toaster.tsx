import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { Toaster } from 'sonner';
import { TOAST } from '@quad/shared/limits';

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

/** Where the toasts of lib/toast show. */
export function AppToaster() {
  const { t } = useTranslation();
  return (
    <Toaster
      position={TOAST.position}
      duration={TOAST.autoDismissMs}
      style={toasterStyle}
      mobileOffset={PHONE_OFFSET}
      closeButton
      richColors
      containerAriaLabel={t('common.notifications')}
    />
  );
}
