import { FLAG_CODES, FLAG_FOLDER } from 'virtual:country-flags';
import { cx } from '../../lib/cx';
import styles from './country-flag.module.css';

// Every country's flag of country-flag-icons (MIT, maintained), each its own small SVG asset:
// the page loads only the flags it shows. Emoji flags are no flags on Windows, so none are used.
const COUNTRIES_WITH_FLAGS = new Set(FLAG_CODES.split(' '));

/** The address of a country's flag by its ISO 3166-1 alpha-2 code, or null when there is none. */
export function flagUrl(code: string): string | null {
  const country = code.trim().toUpperCase();
  return COUNTRIES_WITH_FLAGS.has(country) ? `${FLAG_FOLDER}${country}.svg` : null;
}

type CountryFlagProps = {
  code: string;
  /** The country's name: its accessible name, unless the name is written beside it. */
  name: string;
  decorative?: boolean;
  className?: string;
};

/** A country's flag as an SVG image, 3:2, as tall as the text beside it. */
export function CountryFlag({ code, name, decorative = false, className }: CountryFlagProps) {
  const src = flagUrl(code);
  if (!src) return null;
  return (
    <img
      src={src}
      alt={decorative ? '' : name}
      className={cx(styles.flag, className)}
      width={18}
      height={12}
      loading="lazy"
      decoding="async"
    />
  );
}
