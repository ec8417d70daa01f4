import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import {
  applicationInfoResponseSchema,
  applicationResponseSchema,
} from '@quad/shared/contracts/application';
import { failWith, okAs, serveApi } from '../../../test/msw';
import { API, applicationInfo, describedBy, renderApply, savedProfile } from '../test-fixtures';

describe('the profile step', { timeout: 20_000 }, () => {
  it('says what is missing next to each field', async () => {
    const user = userEvent.setup({ delay: null });
    const api = serveApi(
      http.get(`${API}/account/info`, () => okAs(applicationInfoResponseSchema, applicationInfo())),
    );
    renderApply('/1/apply/profile', { signedIn: true });
    await user.click(await screen.findByRole('button', { name: 'Save and continue' }));
    expect(describedBy(screen.getByLabelText('What you study'))).toContain(
      'Choose what you study or work on.',
    );
    expect(describedBy(screen.getByLabelText('Year of study'))).toContain(
      'Choose your year of study.',
    );
    expect(describedBy(screen.getByLabelText('Home country'))).toContain(
      'Choose your home country.',
    );
    expect(describedBy(screen.getByLabelText('About me'))).toContain(
      'Write at least 30 characters',
    );
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByLabelText('What you study')),
    );
    expect(api.callsTo('POST', '/application/account/set-info')).toHaveLength(0);
  });

  it('draws the card as it is typed, and saves the contract’s shape', async () => {
    const user = userEvent.setup({ delay: null });
    const info = applicationInfo();
    const api = serveApi(
      http.get(`${API}/account/info`, () => okAs(applicationInfoResponseSchema, info)),
      http.post(`${API}/account/set-info`, () =>
        okAs(applicationResponseSchema, {
          application: { ...info.application, next_step: 'avatar', profile: savedProfile },
        }),
      ),
    );
    const { router } = renderApply('/1/apply/profile', { signedIn: true });
    const preview = await screen.findByRole('article', { name: 'Amara Okafor' });
    await user.selectOptions(screen.getByLabelText('What you study'), 'Biology');
    await user.selectOptions(screen.getByLabelText('Year of study'), 'Year 2');
    await user.selectOptions(screen.getByLabelText('Home country'), 'Nigeria');
    await user.type(screen.getByLabelText('Languages you can chat in'), 'English, Igbo');
    await user.type(
      screen.getByLabelText('About me'),
      'I came from Lagos to study biology. Ask me anything about the labs!',
    );
    expect(within(preview).getByText('Biology · Year 2')).toBeInTheDocument();
    expect(within(preview).getByText('Nigeria')).toBeInTheDocument();
    expect(
      within(preview).getByText(
        'I came from Lagos to study biology. Ask me anything about the labs!',
      ),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/1/apply/photo'));
    expect(api.callsTo('POST', '/application/account/set-info')[0]?.body).toEqual({
      profile_type: 'student',
      subject_ids: [26],
      year_of_study: 2,
      graduation_year: null,
      job_title: null,
      country_id: 159,
      languages: ['English', 'Igbo'],
      description: 'I came from Lagos to study biology. Ask me anything about the labs!',
      interests: [],
      social_links: {},
    });
  });

  it('asks alumni for the year they graduated instead of the year of study', async () => {
    const user = userEvent.setup({ delay: null });
    serveApi(
      http.get(`${API}/account/info`, () => okAs(applicationInfoResponseSchema, applicationInfo())),
    );
    renderApply('/1/apply/profile', { signedIn: true });
    await user.click(await screen.findByRole('radio', { name: 'Graduate' }));
    expect(screen.queryByLabelText('Year of study')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Year you graduated')).toBeInTheDocument();
  });
});

describe('resuming', { timeout: 20_000 }, () => {
  it('opens the step the server says comes next', async () => {
    serveApi(
      http.get(`${API}/account/info`, () =>
        okAs(
          applicationInfoResponseSchema,
          applicationInfo({ next_step: 'welcome', profile: savedProfile, avatar: '/files/a.webp' }),
        ),
      ),
    );
    const { router } = renderApply('/1/apply', { signedIn: true });
    expect(
      await screen.findByRole('heading', { name: 'Welcome aboard, Amara!' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/1/apply/welcome');
    expect(screen.getByText('Step 4 of 4')).toBeInTheDocument();
  });

  it('never skips ahead: the photo step before the profile is saved opens the profile', async () => {
    serveApi(
      http.get(`${API}/account/info`, () => okAs(applicationInfoResponseSchema, applicationInfo())),
    );
    const { router } = renderApply('/1/apply/welcome', { signedIn: true });
    expect(await screen.findByRole('heading', { name: 'Your profile' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/1/apply/profile');
  });

  it('sends the application, then waits for approval', async () => {
    const user = userEvent.setup({ delay: null });
    const ready = applicationInfo({ next_step: 'welcome', profile: savedProfile });
    const sent = { ...ready.application, status: 'pending' as const, next_step: 'done' as const };
    const api = serveApi(
      http.get(`${API}/account/info`, () => okAs(applicationInfoResponseSchema, ready)),
      http.put(`${API}/account/welcome/introduction`, () =>
        okAs(applicationResponseSchema, { application: sent }),
      ),
    );
    renderApply('/1/apply/welcome', { signedIn: true });
    await user.click(await screen.findByRole('button', { name: 'Send my application' }));
    expect(
      await screen.findByRole('heading', { name: 'Waiting for approval' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/email you at amara@example.com/)).toBeInTheDocument();
    expect(api.callsTo('PUT', '/application/account/welcome/introduction')[0]?.body).toEqual({
      all_done: true,
    });
  });

  it('shows a rejected applicant the reason and the way back to the profile', async () => {
    serveApi(
      http.get(`${API}/account/info`, () =>
        okAs(
          applicationInfoResponseSchema,
          applicationInfo({
            status: 'rejected',
            next_step: 'done',
            profile: savedProfile,
            rejection_reason: 'Please use a photo that shows your face.',
          }),
        ),
      ),
    );
    renderApply('/1/apply/status', { signedIn: true });
    expect(
      await screen.findByRole('heading', { name: 'Your application needs changes' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Please use a photo that shows your face.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Update my application' })).toHaveAttribute(
      'href',
      '/1/apply/profile',
    );
  });

  it('tells a signed-in prospect that an application needs its own account', async () => {
    serveApi(
      http.get(`${API}/account/info`, () =>
        failWith(403, 'FORBIDDEN', 'Your account type cannot do this.'),
      ),
    );
    renderApply('/1/apply', { signedIn: true });
    expect(
      await screen.findByRole('heading', { name: "You're signed in as a prospective student" }),
    ).toBeInTheDocument();
  });
});

describe('the photo step', { timeout: 20_000 }, () => {
  it('refuses a file that is not an image before uploading', async () => {
    const user = userEvent.setup({ delay: null, applyAccept: false });
    const api = serveApi(
      http.get(`${API}/account/info`, () =>
        okAs(
          applicationInfoResponseSchema,
          applicationInfo({ next_step: 'avatar', profile: savedProfile }),
        ),
      ),
    );
    const { container } = renderApply('/1/apply/photo', { signedIn: true });
    expect(await screen.findByRole('heading', { name: 'Your photo' })).toBeInTheDocument();
    const input = container.querySelector<HTMLInputElement>('input[type="file"]')!;
    await user.upload(input, new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Choose a PNG, JPEG, GIF or WebP image.',
    );
    const huge = new File([new Uint8Array(6 * 1024 * 1024)], 'big.png', { type: 'image/png' });
    await user.upload(input, huge);
    expect(await screen.findByRole('alert')).toHaveTextContent('larger than 5 MB');
    expect(api.callsTo('POST', '/application/account/avatar')).toHaveLength(0);
  });
});
