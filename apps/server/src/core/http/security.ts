/** Builds the Content-Security-Policy for HTML pages; frame-ancestors decides who may embed. */
export function contentSecurityPolicy(frameAncestors: readonly string[] | '*'): string {
  const ancestors = frameAncestors === '*' ? '*' : ["'self'", ...frameAncestors].join(' ');
  return [
    "default-src 'self'",
    "script-src 'self'",
    // Radix and sonner set inline style attributes for positioning.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "media-src 'self' blob: https:",
    "font-src 'self' data:",
    "connect-src 'self' ws: wss:",
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
