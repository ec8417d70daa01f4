import type { ParsedBase } from '@quad/shared/rules/base-path';
import { registrationTracking, type RegistrationTracking } from '../../lib/tracking/tracking';
import type { RegistrationInput } from './api/register';
import type { RegistrationState } from './registration-data';

/** The registration call's body from the two steps of the popup (spec §3 payload names). */
export function registrationPayload(
  state: RegistrationState,
  options: {
    base: ParsedBase;
    accessType: 'web' | 'mobile_web';
    needsConsent: boolean;
    search?: string;
    /** Where the visit came from; read from the kept tracking data (spec §3) when left out. */
    tracking?: RegistrationTracking;
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
    ...(options.tracking ?? registrationTracking(options.base, options.search)),
  };
}
