import type { NewUserData } from '@quad/shared/contracts/auth';

/** Step 1 of the registration popup (spec §3): who you are. */
export type RegistrationStepOne = { email: string; first_name: string; last_name: string };

/** Step 2: where you are from, and the account itself. */
export type RegistrationStepTwo = {
  nationality: number | null;
  residence_country: number | null;
  birth_date: string;
  password: string;
  terms: boolean;
  resive_email: boolean;
  marketing_preference: boolean;
  consent_confirmed: boolean;
};

export type RegistrationState = {
  step: 1 | 2;
  stepOne: RegistrationStepOne;
  stepTwo: RegistrationStepTwo;
};

export const initialRegistrationState: RegistrationState = {
  step: 1,
  stepOne: { email: '', first_name: '', last_name: '' },
  stepTwo: {
    nationality: null,
    residence_country: null,
    birth_date: '',
    password: '',
    terms: false,
    // The email hint promises replies arrive there: on unless the person says otherwise.
    resive_email: true,
    marketing_preference: false,
    consent_confirmed: false,
  },
};

/**
 * The spec §5 merge of what is already known about a person (single sign-on, a social
 * provider): only truthy values are copied; email and names go to step 1, nationality and
 * residence country to step 2.
 */
export function mergeUserInfo(
  state: RegistrationState,
  info: NewUserData | null | undefined,
): RegistrationState {
  if (!info) return state;
  const stepOne = { ...state.stepOne };
  const stepTwo = { ...state.stepTwo };
  if (info.email) stepOne.email = info.email;
  if (info.first_name) stepOne.first_name = info.first_name;
  if (info.last_name) stepOne.last_name = info.last_name;
  if (info.nationality) stepTwo.nationality = info.nationality;
  if (info.residence_country) stepTwo.residence_country = info.residence_country;
  return { ...state, stepOne, stepTwo };
}

export type RegistrationAction =
  | { type: 'merge'; info: NewUserData | null | undefined }
  | { type: 'editStepOne'; values: Partial<RegistrationStepOne> }
  | { type: 'editStepTwo'; values: Partial<RegistrationStepTwo> }
  | { type: 'next' }
  | { type: 'back' }
  /** Close-all: back to step 1 with empty data (spec §4). */
  | { type: 'reset' };

/** The registration popup's state machine. */
export function registrationReducer(
  state: RegistrationState,
  action: RegistrationAction,
): RegistrationState {
  switch (action.type) {
    case 'merge':
      return mergeUserInfo(state, action.info);
    case 'editStepOne':
      return { ...state, stepOne: { ...state.stepOne, ...action.values } };
    case 'editStepTwo':
      return { ...state, stepTwo: { ...state.stepTwo, ...action.values } };
    case 'next':
      return { ...state, step: 2 };
    case 'back':
      return { ...state, step: 1 };
    case 'reset':
      return initialRegistrationState;
  }
}
