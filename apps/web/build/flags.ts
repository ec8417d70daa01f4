import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);

/**
 * The folder of country-flag-icons' 3:2 SVG flags, as the alias `@country-flags`: the web app
 * globs it so each flag becomes its own cached asset, wherever npm placed the package.
 */
export const countryFlagsAlias = {
  '@country-flags': path.join(
    path.dirname(require.resolve('country-flag-icons/package.json')),
    '3x2',
  ),
};
