// What `zod` means in the browser build (vite.config.ts aliases it here): zod with its
// just-in-time parsers off. They are compiled with `new Function`, which the page's
// Content-Security-Policy (`script-src 'self'`) forbids, and zod's probe for it was reported as
// a CSP violation on every page that checks an answer; without the probe zod parses as it
// would have after it.
import { z } from 'zod/v4';

z.config({ jitless: true });

export { z };
