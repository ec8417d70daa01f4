/** Digital age of consent when the nationality sets no other. */
export const DEFAULT_AGE_OF_CONSENT = 13;

/** Ages of consent by ISO 3166-1 alpha-2 code (spec §5). Greece also answers to the EU code EL. */
export const AGE_OF_CONSENT_BY_COUNTRY: Readonly<Record<string, number>> = {
  AT: 14,
  BG: 14,
  CY: 14,
  CZ: 15,
  FR: 15,
  GR: 15,
  EL: 15,
  SI: 15,
  HR: 16,
  NL: 16,
  DE: 16,
  HU: 16,
  IE: 16,
  IT: 16,
  LU: 16,
  MT: 16,
  RO: 16,
  SK: 16,
  CH: 16,
};

export type AgeOfConsentOptions = {
  /** Some universities are configured to require 16 whatever the nationality. */
  universityFixedAt16?: boolean;
};

/** The age under which a prospect needs consent confirmed, by nationality code. */
export function ageOfConsent(
  nationalityIsoCode: string | null | undefined,
  options: AgeOfConsentOptions = {},
): number {
  if (options.universityFixedAt16) return 16;
  if (!nationalityIsoCode) return DEFAULT_AGE_OF_CONSENT;
  return (
    AGE_OF_CONSENT_BY_COUNTRY[nationalityIsoCode.trim().toUpperCase()] ?? DEFAULT_AGE_OF_CONSENT
  );
}

/** Full years between a birth date (ISO `YYYY-MM-DD` or Date) and `now`; null when unreadable. */
export function ageOn(birthDate: Date | string, now: Date = new Date()): number | null {
  const birth = typeof birthDate === 'string' ? parseIsoDate(birthDate) : birthDate;
  if (!birth || Number.isNaN(birth.getTime())) return null;
  let age = now.getUTCFullYear() - birth.getUTCFullYear();
  const monthDiff = now.getUTCMonth() - birth.getUTCMonth();
  if (monthDiff < 0 || (monthDiff === 0 && now.getUTCDate() < birth.getUTCDate())) age -= 1;
  return age;
}

function parseIsoDate(value: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return null;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  // Reject dates that roll over, like 2001-02-30.
  return date.getUTCMonth() === m - 1 && date.getUTCDate() === d ? date : null;
}

/**
 * True when a prospect of this birth date (or age) is under the age of consent of the
 * nationality, so consent must be confirmed. An unreadable birth date needs confirmation too.
 */
export function needsConsentConfirmation(
  birthDateOrAge: Date | string | number,
  nationalityIsoCode: string | null | undefined,
  options: AgeOfConsentOptions & { now?: Date } = {},
): boolean {
  const age =
    typeof birthDateOrAge === 'number' ? birthDateOrAge : ageOn(birthDateOrAge, options.now);
  if (age === null || !Number.isFinite(age)) return true;
  return age < ageOfConsent(nationalityIsoCode, options);
}
