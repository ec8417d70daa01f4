import type { ReactNode } from 'react';

/** A store badge drawn in SVG (no remote images): black, rounded, white lettering. */
function Badge({ small, large, children }: { small: string; large: string; children: ReactNode }) {
  return (
    <svg width="168" height="52" viewBox="0 0 168 52" aria-hidden="true" focusable="false">
      <rect width="168" height="52" rx="10" fill="#111" />
      <rect x="0.5" y="0.5" width="167" height="51" rx="9.5" fill="none" stroke="#8a8a94" />
      {children}
      {/* The space keeps the two lines apart in the badge's text, so the link's name (its
          aria-label) contains the words it shows (WCAG 2.5.3). */}
      <text x="54" y="21" fill="#fff" fontSize="10" fontFamily="system-ui, sans-serif">
        {`${small} `}
      </text>
      <text
        x="54"
        y="39"
        fill="#fff"
        fontSize="18"
        fontWeight="600"
        fontFamily="system-ui, sans-serif"
      >
        {large}
      </text>
    </svg>
  );
}

/** The Google Play badge; the store's name is a brand and stays as it is. */
export function GooglePlayBadge({ small }: { small: string }) {
  return (
    <Badge small={small} large="Google Play">
      <path d="M20 13.5v25l13-12.5z" fill="#34a853" />
      <path d="M20 13.5 33 26l5-4.8-15.4-8.6c-1-.6-2-.2-2.6.9z" fill="#fbbc04" />
      <path d="M20 38.5 33 26l5 4.8-15.4 8.6c-1 .6-2 .2-2.6-.9z" fill="#ea4335" />
      <path d="m38 21.2 5 2.8c1.6.9 1.6 3.1 0 4l-5 2.8L33 26z" fill="#4285f4" />
    </Badge>
  );
}

/** The App Store badge. */
export function AppStoreBadge({ small }: { small: string }) {
  return (
    <Badge small={small} large="App Store">
      <path
        d="M36.6 27.2c0-3.3 2.7-4.9 2.8-5-1.5-2.2-3.9-2.5-4.7-2.5-2-.2-3.9 1.2-4.9 1.2s-2.6-1.2-4.3-1.1c-2.2 0-4.2 1.3-5.3 3.2-2.3 4-.6 9.8 1.6 13 1.1 1.6 2.4 3.3 4.1 3.3 1.6-.1 2.3-1.1 4.3-1.1s2.5 1.1 4.3 1c1.8 0 2.9-1.6 4-3.2 1.2-1.8 1.7-3.6 1.8-3.7-.1 0-3.4-1.3-3.5-5.1zM33.4 17.7c.9-1.1 1.5-2.6 1.3-4.1-1.3.1-2.8.9-3.7 1.9-.8.9-1.5 2.5-1.3 3.9 1.4.1 2.8-.7 3.7-1.7z"
        fill="#fff"
      />
    </Badge>
  );
}
