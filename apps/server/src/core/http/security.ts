// A widget whose university saved a Google Tag Manager container (spec §2 customGtm) may load
// it and let its tags report to Google Analytics; no other widget may.
const TAG_MANAGER_SCRIPTS = 'https://www.googletagmanager.com';
const TAG_MANAGER_CONNECT =
  'https://www.googletagmanager.com https://*.google-analytics.com https://*.analytics.google.com';

/** Builds the Content-Security-Policy for HTML pages; frame-ancestors decides who may embed. */
export function contentSecurityPolicy(
  frameAncestors: readonly string[] | '*',
  options: { tagManager?: boolean } = {},
): string {
  const ancestors = frameAncestors === '*' ? '*' : ["'self'", ...frameAncestors].join(' ');
  const tagManager = options.tagManager === true;
  return [
    "default-src 'self'",
    tagManager ? `script-src 'self' ${TAG_MANAGER_SCRIPTS}` : "script-src 'self'",
    // Radix and sonner set inline style attributes for positioning.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "media-src 'self' blob: https:",
    "font-src 'self' data:",
    tagManager
      ? `connect-src 'self' ws: wss: ${TAG_MANAGER_CONNECT}`
      : "connect-src 'self' ws: wss:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    `frame-ancestors ${ancestors}`,
  ].join('; ');
}

/** Keeps only well-formed http(s) origins, so a bad row cannot widen the policy. */
export function cleanOrigins(origins: readonly string[]): string[] {
  const out = new Set<string>();
  for (const origin of origins) {
    try {
      const url = new URL(origin);
      if (url.protocol === 'https:' || url.protocol === 'http:') out.add(url.origin);
    } catch {
      // not an origin: skipped
    }
  }
  return [...out];
}
