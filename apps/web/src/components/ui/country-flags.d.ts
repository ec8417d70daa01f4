/** Made by build/flags.ts from country-flag-icons' 3:2 SVG flags. */
declare module 'virtual:country-flags' {
  /** Where the flags are: a country's is `${FLAG_FOLDER}${code}.svg`. */
  export const FLAG_FOLDER: string;
  /** The ISO 3166-1 alpha-2 codes that have a flag, space-separated. */
  export const FLAG_CODES: string;
}
