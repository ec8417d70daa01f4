import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import {
  ambassadorProfileChangeSchema,
  ambassadorProfileResponseSchema,
  teamInvitationResponseSchema,
  type AmbassadorProfile,
} from '@quad/shared/contracts/admin-people';
import {
  accessCodeListResponseSchema,
  applicationListResponseSchema,
} from '@quad/shared/contracts/application';
import { okAs, serveApi } from '../../../test/msw';
import { API, consoleHandlers, renderConsole, serveTeam } from '../test-fixtures';

const profile: AmbassadorProfile = {
  id: 21,
  name: 'Maya',
  last_name: 'Lee',
  email: 'maya@demo.test',
  avatar: null,
  profile_type: 'student',
  bio: 'I study biology and row on the river.',
  job_title: null,
  year_of_study: 2,
  graduation_year: null,
  languages: ['English'],
  interests: ['Rowing'],
};

function serve() {
  return serveApi(
    ...consoleHandlers(),
    http.get(`${API}/admin/applications`, () =>
      okAs(applicationListResponseSchema, { applications: [], total: 0 }),
    ),
    http.get(`${API}/admin/accessCodes`, () =>
      okAs(accessCodeListResponseSchema, { accessCodes: [] }),
    ),
    serveTeam({ chats_count: 12, median_first_reply_seconds: 754 }),
    http.get(`${API}/admin/people/21/profile`, () =>
      okAs(ambassadorProfileResponseSchema, { profile }),
    ),
    http.patch(`${API}/admin/people/21/profile`, async ({ request }) => {
      const change = ambassadorProfileChangeSchema.parse(await request.json());
      return okAs(ambassadorProfileResponseSchema, {
        profile: { ...profile, ...change, job_title: null, year_of_study: 2 },
      });
    }),
    http.post(`${API}/admin/people/invitations`, () =>
      okAs(teamInvitationResponseSchema, {
        invitation: {
          email: 'new@example.com',
          access_code: 'AB12CD34EF',
          expires_at: '2026-12-24T10:00:00.000Z',
        },
      }),
    ),
  );
}

describe('the ambassadors table', () => {
  it("shows each ambassador's chats and median first reply", async () => {
    serve();
    renderConsole('/1/admin/people');
    const row = (await screen.findByText('Maya Lee')).closest('tr') as HTMLElement;
    expect(within(row).getByText('12')).toBeInTheDocument();
    expect(within(row).getByText('13 min')).toBeInTheDocument();
  });

  it('edits a profile with inline validation, then saves it', async () => {
    const { callsTo } = serve();
    renderConsole('/1/admin/people');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: "Edit Maya Lee's profile" }));
    const form = await screen.findByRole('form', { name: "Maya's profile" });
    const languages = within(form).getByLabelText('Languages');
    await user.clear(languages);
    await user.click(within(form).getByRole('button', { name: 'Save profile' }));
    expect(await within(form).findByText('Keep at least one language.')).toBeInTheDocument();
    expect(callsTo('PATCH', '/admin/people/21/profile')).toHaveLength(0);

    await user.type(languages, 'English, Welsh');
    await user.click(within(form).getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText("Maya's profile is saved.")).toBeInTheDocument();
    expect(callsTo('PATCH', '/admin/people/21/profile')[0]?.body).toMatchObject({
      languages: ['English', 'Welsh'],
      year_of_study: 2,
    });
  });

  it('invites someone by email', async () => {
    const { callsTo } = serve();
    renderConsole('/1/admin/people');
    const user = userEvent.setup();
    const email = await screen.findByLabelText('Email address');
    await user.type(email, 'not-an-address');
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('Enter a valid email address.')).toBeInTheDocument();
    await user.clear(email);
    await user.type(email, 'new@example.com');
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(
      await screen.findByText('Invitation sent to new@example.com with the code AB12CD34EF.'),
    ).toBeInTheDocument();
    expect(callsTo('POST', '/admin/people/invitations')[0]?.body).toEqual({
      email: 'new@example.com',
    });
  });
});
