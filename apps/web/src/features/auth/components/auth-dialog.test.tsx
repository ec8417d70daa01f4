import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  closeAuthDialog,
  openAuthDialog,
  type OpenAuthDialogOptions,
} from '../../../app/session/auth-dialog-store';
import { serveApi } from '../../../test/msw';
import { authApi } from '../test-api';
import {
  authResultFixture,
  countriesPayload,
  nationalityByCode,
  questionsFixture,
  renderInWidget,
} from '../test-fixtures';
import { AuthDialogHost } from './auth-dialog';
import { tokenStore } from '../../../lib/token-store';

const AUSTRIAN = nationalityByCode('AT');
const BRITISH = nationalityByCode('GB');
const UK = countriesPayload.countries.find((country) => country.code === 'GB')!;

/** A birth date `years` years and a month ago, as the date input gives it. */
function birthDateYearsAgo(years: number): string {
  const date = new Date();
  date.setUTCFullYear(date.getUTCFullYear() - years);
  date.setUTCDate(date.getUTCDate() - 30);
  return date.toISOString().slice(0, 10);
}

/** The lists of step 2, and every address free. */
const referenceData = () => [...authApi.referenceData(), authApi.uniqueEmail(true)];

function renderDialog(settings?: NonNullable<Parameters<typeof renderInWidget>[1]>['settings']) {
  const view = renderInWidget(<AuthDialogHost />, { settings });
  const open = (options: OpenAuthDialogOptions) => act(() => openAuthDialog(options));
  return { ...view, open };
}

async function fillStepOne(user: ReturnType<typeof userEvent.setup>, email = 'maya@example.com') {
  const dialog = screen.getByRole('dialog', { name: 'Create your account' });
  await user.type(within(dialog).getByLabelText('Email'), email);
  await user.type(within(dialog).getByLabelText('First name'), 'Maya');
  await user.type(within(dialog).getByLabelText('Last name'), 'Okafor');
  await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
  return screen.findByRole('dialog', { name: 'A little about you' });
}

async function fillStepTwo(
  user: ReturnType<typeof userEvent.setup>,
  dialog: HTMLElement,
  options: { nationalityId: number; birthDate: string },
) {
  const nationality = within(dialog).getByLabelText('Nationality');
  await waitFor(() => expect(nationality.querySelectorAll('option').length).toBeGreaterThan(100));
  await user.selectOptions(nationality, String(options.nationalityId));
  await user.selectOptions(within(dialog).getByLabelText('Country you live in'), String(UK.id));
  fireEvent.change(within(dialog).getByLabelText('Date of birth'), {
    target: { value: options.birthDate },
  });
  await user.type(within(dialog).getByLabelText('New password'), 'river-lamp-orbit');
  await user.click(within(dialog).getByLabelText(/I agree to the terms of use/));
}

describe('the registration popup', { timeout: 30_000 }, () => {
  it("asks to agree to the university's own terms and privacy policy, and emails replies by default", async () => {
    const user = userEvent.setup({ delay: null });
    serveApi(...referenceData());
    const { open } = renderDialog({
      settings: {
        language: 'en',
        terms_url: 'https://university.demo.test/terms',
        privacy_policy_url: 'javascript:alert(1)',
      },
    });
    open({ mode: 'sign-up' });
    const stepTwo = await fillStepOne(user);
    const terms = within(stepTwo).getByRole('checkbox', { name: /I agree to the terms of use/ });
    // The university of the widget, not the organisation behind it.
    expect(terms.closest('label')?.textContent).toContain('of Demo University');
    const termsLink = within(stepTwo).getByRole('link', { name: /terms of use/ });
    expect(termsLink.getAttribute('href')).toBe('https://university.demo.test/terms');
    expect(termsLink.getAttribute('target')).toBe('_blank');
    expect(termsLink.getAttribute('rel')).toBe('noopener noreferrer');
    // An address that is not http(s) is no link at all.
    expect(within(stepTwo).queryByRole('link', { name: /privacy policy/ })).toBeNull();
    expect(
      (
        within(stepTwo).getByRole('checkbox', {
          name: 'Email me when a student replies',
        }) as HTMLInputElement
      ).checked,
    ).toBe(true);
    act(() => closeAuthDialog());
  });

  it('says whom the visitor signs up to chat with, with sign-in one tap away', async () => {
    const user = userEvent.setup({ delay: null });
    serveApi(...referenceData());
    const { open } = renderDialog();
    open({ mode: 'sign-up', chatWith: 'Amara' });
    const dialog = await screen.findByRole('dialog', {
      name: 'Create an account to chat with Amara',
    });
    expect(
      within(dialog).getByText(/you're in the chat with Amara, a student at/),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Sign in' }));
    expect(
      await screen.findByRole('dialog', { name: 'Sign in to chat with Amara' }),
    ).toBeInTheDocument();
    act(() => closeAuthDialog());
  });

  it('merges known details, walks its two steps and starts over empty when closed', async () => {
    const user = userEvent.setup({ delay: null });
    const api = serveApi(...referenceData());
    const { open } = renderDialog();

    open({
      mode: 'sign-up',
      userInfo: {
        email: 'maya@example.com',
        first_name: '',
        last_name: 'Okafor',
        nationality: AUSTRIAN.id,
      },
    });
    const stepOne = await screen.findByRole('dialog', { name: 'Create your account' });
    expect(within(stepOne).getByText('Step 1 of 2')).toBeInTheDocument();
    expect((within(stepOne).getByLabelText('Email') as HTMLInputElement).value).toBe(
      'maya@example.com',
    );
    expect((within(stepOne).getByLabelText('First name') as HTMLInputElement).value).toBe('');
    expect((within(stepOne).getByLabelText('Last name') as HTMLInputElement).value).toBe('Okafor');

    await user.type(within(stepOne).getByLabelText('First name'), 'Maya');
    await user.click(within(stepOne).getByRole('button', { name: 'Continue' }));

    const stepTwo = await screen.findByRole('dialog', { name: 'A little about you' });
    expect(within(stepTwo).getByText('Step 2 of 2')).toBeInTheDocument();
    const uniqueCheck = api.callsTo('GET', '/interactionSite/auth/unique/email')[0]!;
    expect(uniqueCheck.query.get('email')).toBe('maya@example.com');
    const nationality = within(stepTwo).getByLabelText('Nationality') as HTMLSelectElement;
    await waitFor(() => expect(nationality.value).toBe(String(AUSTRIAN.id)));

    await user.click(within(stepTwo).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();

    open({ mode: 'sign-up' });
    const again = await screen.findByRole('dialog', { name: 'Create your account' });
    expect(within(again).getByText('Step 1 of 2')).toBeInTheDocument();
    expect((within(again).getByLabelText('Email') as HTMLInputElement).value).toBe('');
    expect((within(again).getByLabelText('Last name') as HTMLInputElement).value).toBe('');
  });

  it('stops at step 1 when the email already has an account, and offers to sign in', async () => {
    const user = userEvent.setup({ delay: null });
    serveApi(authApi.uniqueEmail(false), ...referenceData());
    const { open } = renderDialog();
    open({ mode: 'sign-up' });
    await screen.findByRole('dialog', { name: 'Create your account' });
    const dialog = screen.getByRole('dialog');
    await user.type(within(dialog).getByLabelText('Email'), 'taken@example.com');
    await user.type(within(dialog).getByLabelText('First name'), 'Maya');
    await user.type(within(dialog).getByLabelText('Last name'), 'Okafor');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));

    const email = within(dialog).getByLabelText('Email');
    await waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('true'));
    expect(
      within(dialog).getByText("There's already an account with this email."),
    ).toBeInTheDocument();
    await user.click(
      within(dialog).getByRole('button', { name: 'Sign in with this email instead' }),
    );
    expect(await screen.findByRole('dialog', { name: 'Sign in' })).toBeInTheDocument();
  });

  it("asks below the nationality's age of consent for a guardian's agreement, and sends it", async () => {
    const user = userEvent.setup({ delay: null });
    const api = serveApi(
      ...referenceData(),
      authApi.register(authResultFixture({ name: 'Maya' })),
      authApi.optionalQuestions([]),
      authApi.saveOptionalAnswers({
        questions: [],
        answers: [],
        isAnsweredMandatoryQuestion: true,
      }),
    );
    const { open } = renderDialog();
    open({ mode: 'sign-up' });
    await screen.findByRole('dialog', { name: 'Create your account' });
    const stepTwo = await fillStepOne(user);

    // Austria's age of consent is 14: at 13 a guardian must agree.
    await fillStepTwo(user, stepTwo, {
      nationalityId: AUSTRIAN.id,
      birthDate: birthDateYearsAgo(13),
    });
    expect(
      within(stepTwo).getByText(/People under 14 need a parent's or guardian's OK/),
    ).toBeInTheDocument();
    await user.click(within(stepTwo).getByRole('button', { name: 'Create account' }));
    const consent = within(stepTwo).getByLabelText(
      'My parent or guardian agrees that I can create an account',
    );
    await waitFor(() => expect(consent).toHaveAttribute('aria-invalid', 'true'));
    expect(document.activeElement).toBe(consent);
    expect(
      within(stepTwo).getByText('Please confirm your parent or guardian agrees.'),
    ).toBeInTheDocument();
    expect(api.callsTo('POST', '/interactionSite/auth/registration')).toHaveLength(0);

    await user.click(consent);
    await user.click(within(stepTwo).getByRole('button', { name: 'Create account' }));

    await screen.findByRole('dialog', { name: 'How should we tell you about replies?' });
    const [registration] = api.callsTo('POST', '/interactionSite/auth/registration');
    expect(registration!.body).toMatchObject({
      email: 'maya@example.com',
      name: 'Maya',
      last_name: 'Okafor',
      nationality_id: AUSTRIAN.id,
      residence_country_id: UK.id,
      university_id: 1,
      birth_date: birthDateYearsAgo(13),
      consent_confirmed: true,
      resive_email: true,
      marketing_preference: false,
      accessType: 'web',
    });
    expect(tokenStore.getToken('main')).toBe('access-token-1');
    // No questions at this university: the flow records empty answers (spec §5).
    const [saved] = api.callsTo('POST', '/interactionSite/auth/1/saveOptionalQuestionsAnswers');
    expect(saved!.body).toEqual({ answers: [] });
  });

  it('does not ask for consent at or above the age of consent', async () => {
    const user = userEvent.setup({ delay: null });
    serveApi(...referenceData());
    const { open } = renderDialog();
    open({ mode: 'sign-up' });
    await screen.findByRole('dialog', { name: 'Create your account' });
    const stepTwo = await fillStepOne(user);
    await fillStepTwo(user, stepTwo, {
      nationalityId: BRITISH.id,
      birthDate: birthDateYearsAgo(13),
    });
    expect(within(stepTwo).queryByLabelText(/My parent or guardian agrees/)).toBeNull();
  });

  it('asks the university questions after sign-up, requires the required ones, then finishes', async () => {
    const user = userEvent.setup({ delay: null });
    const onSignedIn = vi.fn();
    const questions = questionsFixture([{ is_required: true }, {}]);
    const api = serveApi(
      ...referenceData(),
      authApi.register(authResultFixture({ name: 'Maya' })),
      authApi.optionalQuestions(questions),
      authApi.saveOptionalAnswers({ questions, answers: [], isAnsweredMandatoryQuestion: true }),
      authApi.emailNotifications(),
      authApi.accountInfo(authResultFixture({ name: 'Maya' }).account),
    );
    const { open } = renderDialog();
    open({ mode: 'sign-up', onSignedIn });
    await screen.findByRole('dialog', { name: 'Create your account' });
    const stepTwo = await fillStepOne(user);
    await fillStepTwo(user, stepTwo, {
      nationalityId: BRITISH.id,
      birthDate: birthDateYearsAgo(17),
    });
    await user.click(within(stepTwo).getByRole('button', { name: 'Create account' }));

    const step = await screen.findByRole('dialog', { name: 'A few quick questions' });
    // A required question: no skipping.
    expect(within(step).queryByRole('button', { name: 'Skip for now' })).toBeNull();
    await user.click(within(step).getByRole('button', { name: 'Save answers' }));
    expect(await within(step).findByText('Please answer this question.')).toBeInTheDocument();
    expect(
      api.callsTo('POST', '/interactionSite/auth/1/saveOptionalQuestionsAnswers'),
    ).toHaveLength(0);

    const level = within(step).getByRole('group', {
      name: 'Which level of study are you interested in?',
    });
    await user.click(within(level).getByLabelText('Undergraduate'));
    const start = within(step).getByRole('group', {
      name: /When are you hoping to start\? \(optional\)/,
    });
    await user.click(within(start).getByLabelText('January 2027'));
    await user.click(within(step).getByRole('button', { name: 'Save answers' }));

    const notify = await screen.findByRole('dialog', {
      name: 'How should we tell you about replies?',
    });
    expect(
      api.callsTo('POST', '/interactionSite/auth/1/saveOptionalQuestionsAnswers')[0]!.body,
    ).toEqual({
      answers: [
        { question_id: 1, answer: 'Undergraduate' },
        { question_id: 2, answer: 'January 2027' },
      ],
    });
    await user.click(within(notify).getByRole('button', { name: 'Use email' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.callsTo('PUT', '/interactionSite/account/notificationMethod')[0]!.body).toEqual({
      method: 'email',
    });
    expect(onSignedIn).toHaveBeenCalledWith(expect.objectContaining({ name: 'Maya' }));
    act(() => closeAuthDialog());
  });
});
