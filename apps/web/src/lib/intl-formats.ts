/**
 * The Intl formatters the screens use, made once per language and options: making one loads
 * that language's data, and a list of cards each making its own spent a phone's first render
 * on it.
 */
const made = new Map<string, Intl.DateTimeFormat | Intl.ListFormat | Intl.RelativeTimeFormat>();

function once<T extends Intl.DateTimeFormat | Intl.ListFormat | Intl.RelativeTimeFormat>(
  key: string,
  make: () => T,
): T {
  let formatter = made.get(key) as T | undefined;
  if (!formatter) {
    formatter = make();
    made.set(key, formatter);
  }
  return formatter;
}

export function dateTimeFormat(
  language: string,
  options: Intl.DateTimeFormatOptions,
): Intl.DateTimeFormat {
  return once(
    `date ${language} ${JSON.stringify(options)}`,
    () => new Intl.DateTimeFormat(language, options),
  );
}

export function listFormat(language: string, options: Intl.ListFormatOptions): Intl.ListFormat {
  return once(
    `list ${language} ${JSON.stringify(options)}`,
    () => new Intl.ListFormat(language, options),
  );
}

export function relativeTimeFormat(
  language: string,
  options: Intl.RelativeTimeFormatOptions,
): Intl.RelativeTimeFormat {
  return once(
    `relative ${language} ${JSON.stringify(options)}`,
    () => new Intl.RelativeTimeFormat(language, options),
  );
}
