import { describe, expect, it } from 'vitest';
import {
  initialRegistrationState,
  mergeUserInfo,
  registrationReducer,
  type RegistrationState,
} from './registration-data';

describe('the registration popup data', () => {
  it('copies only truthy known values: names and email to step 1, origin to step 2', () => {
    const merged = mergeUserInfo(initialRegistrationState, {
      email: 'maya@example.com',
      first_name: '',
      last_name: 'Okafor',
      nationality: 15,
      residence_country: undefined,
    });
    expect(merged.stepOne).toEqual({
      email: 'maya@example.com',
      first_name: '',
      last_name: 'Okafor',
    });
    expect(merged.stepTwo.nationality).toBe(15);
    expect(merged.stepTwo.residence_country).toBeNull();
    expect(merged.step).toBe(1);
  });

  it('keeps what the person typed when the known value is empty', () => {
    const typed: RegistrationState = {
      ...initialRegistrationState,
      stepOne: { email: 'typed@example.com', first_name: 'Ana', last_name: 'Lopez' },
    };
    const merged = registrationReducer(typed, {
      type: 'merge',
      info: { email: '', first_name: 'Anabel' },
    });
    expect(merged.stepOne).toEqual({
      email: 'typed@example.com',
      first_name: 'Anabel',
      last_name: 'Lopez',
    });
  });

  it('goes to step 2 and back, and resets to step 1 with empty data', () => {
    let state = registrationReducer(initialRegistrationState, {
      type: 'editStepOne',
      values: { email: 'a@b.co' },
    });
    state = registrationReducer(state, { type: 'next' });
    state = registrationReducer(state, {
      type: 'editStepTwo',
      values: { password: 'secret-pass' },
    });
    expect(state.step).toBe(2);
    expect(registrationReducer(state, { type: 'back' }).step).toBe(1);
    expect(registrationReducer(state, { type: 'reset' })).toEqual(initialRegistrationState);
  });
});
