import type { ReactNode } from 'react';

/**
 * Spot illustrations for empty, error and maintenance states: a soft disc in the primary tint
 * with a symbol in the primary colour, so they wear the university's colour. Decorative.
 */
function Spot({ children }: { children: ReactNode }) {
  return (
    <svg width="120" height="120" viewBox="0 0 120 120" aria-hidden="true" focusable="false">
      <circle cx="60" cy="60" r="56" fill="var(--primary-tint)" />
      <circle cx="60" cy="60" r="40" fill="var(--surface)" />
      <g
        fill="none"
        stroke="var(--primary)"
        strokeWidth="5"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        {children}
      </g>
    </svg>
  );
}

/** A compass: "this page is not here". */
export const LostIllustration = () => (
  <Spot>
    <circle cx="60" cy="60" r="22" />
    <path d="m68 52-5 11-11 5 5-11z" fill="var(--primary)" />
  </Spot>
);

/** A wrench: planned maintenance. */
export const MaintenanceIllustration = () => (
  <Spot>
    <path d="M72 44a12 12 0 0 0-15 15L42 74a5 5 0 0 0 7 7l15-15a12 12 0 0 0 15-15l-7 7-6-1-1-6z" />
  </Spot>
);

/** A broken link: something failed. */
export const ErrorIllustration = () => (
  <Spot>
    <path d="M55 50h-6a10 10 0 0 0 0 20h6M65 50h6a10 10 0 0 1 0 20h-6" />
    <path d="M58 42l-3-6M62 78l3 6" />
  </Spot>
);

/** Two speech bubbles: conversations. */
export const ChatIllustration = () => (
  <Spot>
    <path d="M40 48a6 6 0 0 1 6-6h22a6 6 0 0 1 6 6v12a6 6 0 0 1-6 6H54l-8 7v-7a6 6 0 0 1-6-6z" />
    <path d="M78 56h2a6 6 0 0 1 6 6v10a6 6 0 0 1-6 6v6l-7-6H62" />
  </Spot>
);
