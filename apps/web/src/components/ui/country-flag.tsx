const EMOJI_FONTS = "'Apple Color Emoji', 'Segoe UI Emoji', 'Noto Color Emoji', sans-serif";

/** The flag emoji of an ISO 3166-1 alpha-2 code (two regional indicator letters), or ''. */
export function flagEmoji(code: string): string {
  const letters = code.trim().toUpperCase();
  if (!/^[A-Z]{2}$/.test(letters)) return '';
  return String.fromCodePoint(
    ...Array.from(letters, (letter) => 0x1f1e6 + letter.charCodeAt(0) - 65),
  );
}

type CountryFlagProps = {
  code: string;
  /** The country's name: its accessible name, unless the name is written beside it. */
  name: string;
  decorative?: boolean;
  className?: string;
};

/** A country's flag as an emoji: no images and no dependency. */
export function CountryFlag({ code, name, decorative = false, className }: CountryFlagProps) {
  const flag = flagEmoji(code);
  if (!flag) return null;
  return (
    <span
      className={className}
      style={{ fontFamily: EMOJI_FONTS, lineHeight: 1 }}
      {...(decorative ? { 'aria-hidden': true } : { role: 'img', 'aria-label': name })}
    >
      {flag}
    </span>
  );
}
