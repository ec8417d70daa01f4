import type { ParsedBase } from '@quad/shared/rules/base-path';
import type { RegistrationInput } from './api/register';
import type { RegistrationState } from './registration-data';

const UTM_FIELDS = [
  ['utm_medium', 'medium'],
  ['utm_source', 'source'],
  ['utm_campaign', 'campaign'],
] as const;

/** Where the visit came from, from the `utm_*` parameters of the page address. */
export function utmFromSearch(
  search: string,
): Pick<RegistrationInput, 'medium' | 'source' | 'campaign'> {
  const params = new URLSearchParams(search);
  const utm: Pick<RegistrationInput, 'medium' | 'source' | 'campaign'> = {};
  for (const [param, field] of UTM_FIELDS) {
    const value = params.get(param)?.trim();
    if (value) utm[field] = value.slice(0, 200);
  }
  return utm;
}

/** The registration call's body from the two steps of the popup (spec §3 payload names). */
export function registrationPayload(
  state: RegistrationState,
  options: {
    base: ParsedBase;
    accessType: 'web' | 'mobile_web';
    needsConsent: boolean;
    search?: string;
  },
): RegistrationInput {
  const { stepOne, stepTwo } = state;
  return {
    email: stepOne.email,
    name: stepOne.first_name,
    last_name: stepOne.last_name,
    password: stepTwo.password,
    nationality_id: stepTwo.nationality,
    residence_country_id: stepTwo.residence_country,
    ...(options.base.kind === 'university'
      ? { university_id: options.base.universityId }
      : { group_id: options.base.groupId }),
    marketing_preference: stepTwo.marketing_preference,
    resive_email: stepTwo.resive_email,
    answers: [],
    accessType: options.accessType,
    birth_date: stepTwo.birth_date,
    ...(options.needsConsent ? { consent_confirmed: stepTwo.consent_confirmed } : {}),
    ...utmFromSearch(options.search ?? ''),
  };
}
