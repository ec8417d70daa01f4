import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, type HttpHandler } from 'msw';
import { describe, expect, it } from 'vitest';
import {
  accessCodeListResponseSchema,
  accessCodeResponseSchema,
  applicationListResponseSchema,
  applicationResponseSchema,
  type Application,
} from '@quad/shared/contracts/application';
import {
  teamListResponseSchema,
  teamMemberChangeSchema,
  teamMemberResponseSchema,
} from '@quad/shared/contracts/admin-people';
import { okAs, serveApi } from '../../../test/msw';
import { API, consoleHandlers, renderConsole } from '../test-fixtures';

function application(overrides: Partial<Application>): Application {
  return {
    status: 'pending',
    next_step: 'done',
    university: { id: 1, name: 'Demo University' },
    name: 'Amara',
    last_name: 'Okafor',
    avatar: null,
    profile: null,
    submitted_at: '2026-11-20T10:00:00.000Z',
    decided_at: null,
    rejection_reason: null,
    ...overrides,
  } as Application;
}

const applications = {
  applications: [
    {
      account_id: 11,
      email: 'zoe@example.com',
      application: application({ name: 'Zoe', last_name: 'Ng', status: 'approved' }),
    },
    { account_id: 12, email: 'amara@example.com', application: application({}) },
    {
      account_id: 13,
      email: 'ben@example.com',
      application: application({ name: 'Ben', last_name: 'Hall' }),
    },
  ],
  total: 3,
};

const code = {
  id: 3,
  code: 'DEMO-ACCESS',
  max_uses: null,
  used_count: 2,
  expires_at: null,
  revoked_at: null,
  created_at: '2026-11-01T10:00:00.000Z',
};

const team = {
  people: [
    {
      id: 21,
      name: 'Maya Lee',
      email: 'maya@demo.test',
      role: 'ambassador' as const,
      is_enabled: true,
      is_published: true,
      chats_count: 12,
      median_first_reply_seconds: 754,
      created_at: '2026-10-01T10:00:00.000Z',
    },
    {
      id: 5,
      name: 'Ada Admin',
      email: 'admin@demo.test',
      role: 'admin' as const,
      is_enabled: true,
      is_published: null,
      chats_count: null,
      median_first_reply_seconds: null,
      created_at: '2026-09-01T10:00:00.000Z',
    },
  ],
  total: 2,
};

function serveTheTeam(...extra: HttpHandler[]) {
  return serveApi(
    ...consoleHandlers(),
    ...extra,
    http.get(`${API}/admin/people`, () => okAs(teamListResponseSchema, team)),
    http.patch(`${API}/admin/people/:id`, async ({ request }) => {
      const change = teamMemberChangeSchema.parse(await request.json());
      return okAs(teamMemberResponseSchema, { person: { ...team.people[0]!, ...change } });
    }),
    http.get(`${API}/admin/applications`, () => okAs(applicationListResponseSchema, applications)),
    http.get(`${API}/admin/accessCodes`, () =>
      okAs(accessCodeListResponseSchema, { accessCodes: [code] }),
    ),
  );
}

const approveHandler = http.post(`${API}/admin/applications/:id/approve`, () =>
  okAs(applicationResponseSchema, { application: application({ status: 'approved' }) }),
);

const rejectHandler = http.post(`${API}/admin/applications/:id/reject`, () =>
  okAs(applicationResponseSchema, {
    application: application({ status: 'rejected', rejection_reason: 'Add a photo' }),
  }),
);

const codeHandlers = [
  http.post(`${API}/admin/accessCodes`, () =>
    okAs(accessCodeResponseSchema, { accessCode: { ...code, id: 4, code: '7F3A9C21D0' } }),
  ),
  http.post(`${API}/admin/accessCodes/:id/revoke`, () =>
    okAs(accessCodeResponseSchema, {
      accessCode: { ...code, revoked_at: '2026-11-24T10:00:00.000Z' },
    }),
  ),
];

/** The first column of the applications table, top to bottom. */
const names = () =>
  within(screen.getAllByRole('table')[0]!)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]?.textContent);

describe('applications', () => {
  it('lists pending applications first, sorts and searches', async () => {
    serveTheTeam();
    renderConsole('/1/admin/people');
    await screen.findByText('Amara Okafor');
    const table = screen.getAllByRole('table')[0]!;
    expect(names()).toEqual(['Amara Okafor', 'Ben Hall', 'Zoe Ng']);

    const user = userEvent.setup();
    await user.click(within(table).getByRole('button', { name: 'Sort by Name' }));
    expect(names()).toEqual(['Amara Okafor', 'Ben Hall', 'Zoe Ng']);
    await user.click(within(table).getByRole('button', { name: 'Sort by Name' }));
    expect(names()).toEqual(['Zoe Ng', 'Ben Hall', 'Amara Okafor']);

    await user.type(screen.getByLabelText('Search applications'), 'ben@');
    expect(screen.queryByText('Amara Okafor')).not.toBeInTheDocument();
    expect(screen.getByText('Ben Hall')).toBeInTheDocument();
  });

  it('approves an application with the application routes', async () => {
    const { callsTo } = serveTheTeam(approveHandler);
    renderConsole('/1/admin/people');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Approve Amara Okafor' }));
    expect(
      await screen.findByText('Amara Okafor is approved: their profile is in the widget.'),
    ).toBeInTheDocument();
    expect(callsTo('POST', '/admin/applications/12/approve')).toHaveLength(1);
    // The people list is asked again: the approved profile is now in the widget.
    await waitFor(() => expect(callsTo('GET', '/admin/people')).toHaveLength(2));
  });

  it('rejects with a reason, which it checks first', async () => {
    const { callsTo } = serveTheTeam(rejectHandler);
    renderConsole('/1/admin/people');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Reject Ben Hall' }));
    await user.click(screen.getByRole('button', { name: 'Reject application' }));
    expect(screen.getByText('Give a reason of at least 3 characters.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Reason the applicant will read'), 'Add a photo');
    await user.click(screen.getByRole('button', { name: 'Reject application' }));
    expect(await screen.findByText("Ben Hall's application is rejected.")).toBeInTheDocument();
    expect(callsTo('POST', '/admin/applications/13/reject')[0]?.body).toEqual({
      reason: 'Add a photo',
    });
  });
});

describe('ambassadors and admins', () => {
  it('hides a profile and disables an ambassador; the admin cannot disable themselves', async () => {
    const { callsTo } = serveTheTeam();
    renderConsole('/1/admin/people');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: "Hide Maya Lee's profile" }));
    expect(
      await screen.findByText("Maya Lee's profile is hidden from the widget."),
    ).toBeInTheDocument();
    expect(callsTo('PATCH', '/admin/people/21')[0]?.body).toEqual({ is_published: false });
    await user.click(screen.getByRole('button', { name: 'Disable Maya Lee' }));
    expect(await screen.findByText('Maya Lee is disabled.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Disable Ada Admin' })).not.toBeInTheDocument();
  });

  it('asks by role and search', async () => {
    const { callsTo } = serveTheTeam();
    renderConsole('/1/admin/people');
    const user = userEvent.setup();
    await user.selectOptions(await screen.findByLabelText('Role'), 'Admin');
    await user.type(screen.getByLabelText('Search people'), 'ada');
    const last = callsTo('GET', '/admin/people').at(-1);
    expect(last?.query.get('role')).toBe('admin');
    expect(last?.query.get('search')).toBe('ada');
  });
});

describe('access codes', () => {
  it('generates a code and revokes one', async () => {
    const { callsTo } = serveTheTeam(...codeHandlers);
    renderConsole('/1/admin/people');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Uses allowed'), '25');
    await user.click(screen.getByRole('button', { name: 'Generate code' }));
    expect(await screen.findByText('Code 7F3A9C21D0 is ready to share.')).toBeInTheDocument();
    expect(callsTo('POST', '/admin/accessCodes')[0]?.body).toEqual({ max_uses: 25 });

    await user.click(screen.getByRole('button', { name: 'Revoke DEMO-ACCESS' }));
    expect(callsTo('POST', '/admin/accessCodes/3/revoke')).toHaveLength(1);
  });

  it('checks the uses with the shared schema next to the field, and asks nothing of the server', async () => {
    const { callsTo } = serveTheTeam(...codeHandlers);
    renderConsole('/1/admin/people');
    const user = userEvent.setup();
    const uses = await screen.findByLabelText('Uses allowed');
    await user.type(uses, 'ten');
    await user.click(screen.getByRole('button', { name: 'Generate code' }));
    expect(await screen.findByText('Check this field.')).toBeVisible();
    await user.clear(uses);
    await user.type(uses, '0');
    await user.click(screen.getByRole('button', { name: 'Generate code' }));
    expect(await screen.findByText('Enter 1 or more.')).toBeVisible();
    await user.type(screen.getByLabelText('Code'), 'ab');
    await user.clear(uses);
    await user.click(screen.getByRole('button', { name: 'Generate code' }));
    expect(await screen.findByText('Use 4 to 64 letters, digits and hyphens.')).toBeVisible();
    expect(callsTo('POST', '/admin/accessCodes')).toHaveLength(0);
  });
});
