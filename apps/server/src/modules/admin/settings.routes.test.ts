import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { universitySettingsChannel } from '@quad/shared/events';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { outboxEvents } from '../../test/dialog-factories';
import { buildConsoleWorld, call, validSettings, type ConsoleWorld } from './admin.fixture';

let t: TestApp;
let w: ConsoleWorld;

beforeAll(async () => {
  t = await buildTestApp();
  w = await buildConsoleWorld(t);
});
afterAll(() => t.close());

const getSettings = (headers: Record<string, string>) =>
  call(t.app, 'GET', '/api/v1/admin/settings', headers);
const putSettings = (headers: Record<string, string>, body: object) =>
  call(t.app, 'PUT', '/api/v1/admin/settings', headers, body);
const widgetSettings = async (universityId: number) => {
  const response = await call(t.app, 'GET', `/api/v1/widget/settings?universityId=${universityId}`);
  expect(response.statusCode).toBe(200);
  return response.json().data;
};
const auditOf = async (headers: Record<string, string>) =>
  (await call(t.app, 'GET', '/api/v1/admin/audit', headers)).json().data;

describe('admin settings access', () => {
  it('asks for a token, refuses prospects and ambassadors', async () => {
    expect((await getSettings({})).statusCode).toBe(401);
    expect((await putSettings({}, validSettings())).statusCode).toBe(401);
    for (const headers of [w.prospect, w.ambassador]) {
      expect((await getSettings(headers)).statusCode).toBe(403);
      expect((await putSettings(headers, validSettings())).statusCode).toBe(403);
    }
  });

  it('gives each admin only their own university', async () => {
    const mine = (await getSettings(w.admin)).json().data.settings;
    const theirs = (await getSettings(w.otherAdmin)).json().data.settings;
    expect(mine.university).toEqual({ id: w.uni.id, name: 'Riverside University' });
    expect(theirs.university.id).toBe(w.other.id);
  });
});

describe('admin settings', () => {
  it('reads the defaults of a university without a settings row', async () => {
    const response = await getSettings(w.admin);
    expect(response.statusCode).toBe(200);
    const settings = response.json().data.settings;
    expect(settings.titles.display_search_bar).toBe(true);
    expect(settings.permissions.map((p: { key: string }) => p.key)).toContain('ssoOnly');
    expect(settings.filters).toEqual([]);
    expect(settings.ambassadorTimeLimit.period).toBe('month');
  });

  it('saves the document, the widget shows it, and the change is audited and published', async () => {
    const response = await putSettings(w.admin, validSettings());
    expect(response.statusCode).toBe(200);
    const saved = response.json().data.settings;
    expect(saved.primary_color).toBe('#1D3C6E');
    expect(saved.filters[1]).toMatchObject({ key: 'campus', type: 'custom' });
    expect(saved.allowedOrigins).toEqual(['https://www.riverside.ac.uk']);

    const widget = await widgetSettings(w.uni.id);
    expect(widget.primary_color).toBe('#1D3C6E');
    expect(widget.titles.page_title).toBe('Talk to our students');
    expect(widget.titles.profile_title).toBe('Our ambassadors');
    expect(widget.filters.map((f: { key: string }) => f.key)).toEqual(['_subject', 'campus']);
    expect(widget.permissions).toContainEqual({
      key: 'display_ambassador_country_flag',
      isAllowed: true,
    });

    const { entries, total } = await auditOf(w.admin);
    expect(total).toBe(1);
    expect(entries[0]).toMatchObject({
      action: 'settings.update',
      target: 'settings',
      actor: { id: w.adminAccount.id, name: 'Ada Admin' },
    });
    expect(entries[0].after.primary_color).toBe('#1D3C6E');
    expect(entries[0].before.primary_color).not.toBe('#1D3C6E');
    expect(entries[0].before).not.toHaveProperty('maintenance');
    expect(entries[0].after['titles.page_title']).toBe('Talk to our students');
    expect(entries[0].after).not.toHaveProperty('titles.display_search_bar');

    const events = await outboxEvents(t.database.db, universitySettingsChannel(w.uni.id));
    expect(events.length).toBe(1);
  });

  it('keeps only what changed in the audit entry, and nothing when nothing changed', async () => {
    await putSettings(w.admin, validSettings({ primary_color: '#0a7d55' }));
    await putSettings(w.admin, validSettings({ primary_color: '#0A7D55' }));
    const { entries, total } = await auditOf(w.admin);
    expect(total).toBe(2);
    expect(entries[0].before).toEqual({ primary_color: '#1D3C6E' });
    expect(entries[0].after).toEqual({ primary_color: '#0A7D55' });
  });

  it('turns maintenance on for the widget and off again', async () => {
    await putSettings(w.admin, validSettings({ maintenance: true }));
    const blocked = await call(t.app, 'GET', `/api/v1/widget/settings?universityId=${w.uni.id}`);
    // The flag is cached for ten seconds per node; the stored value is what the console shows.
    expect([200, 503]).toContain(blocked.statusCode);
    expect((await getSettings(w.admin)).json().data.settings.maintenance).toBe(true);
    await putSettings(w.admin, validSettings({ maintenance: false }));
  });

  it('never touches another university', async () => {
    const before = await widgetSettings(w.other.id);
    await putSettings(w.admin, validSettings({ primary_color: '#222222' }));
    expect((await widgetSettings(w.other.id)).primary_color).toBe(before.primary_color);
    expect((await auditOf(w.otherAdmin)).total).toBe(0);
  });

  it.each([
    ['a colour that is not hex', { primary_color: 'orange' }],
    ['eleven prefilter items', { prefilterItems: Array.from({ length: 11 }, (_, i) => `t${i}`) }],
    ['an origin with a path', { allowedOrigins: ['https://example.com/page'] }],
    ['a custom filter without options', { filters: [{ key: 'x', name: 'X', type: 'custom' }] }],
    ['an unknown fixed filter', { filters: [{ key: 'nope', name: 'Nope', type: 'fixed' }] }],
    ['a zero time allowance', { ambassadorTimeLimit: { minutes: 0, period: 'month' } }],
    ['an unknown permission', { permissions: [{ key: 'fly', isAllowed: true }] }],
    ['an analytics id that is no tag manager container', { customGtm: 'UA-12345-1' }],
  ])('refuses %s with 400 and changes nothing', async (_name, overrides) => {
    const before = (await getSettings(w.admin)).json().data.settings;
    const { total } = await auditOf(w.admin);
    const response = await putSettings(w.admin, { ...validSettings(), ...overrides });
    expect(response.statusCode).toBe(400);
    expect(response.json().success).toBe(false);
    expect((await getSettings(w.admin)).json().data.settings).toEqual(before);
    expect((await auditOf(w.admin)).total).toBe(total);
  });

  it('saves the tag manager container the widget loads, in capitals, and clears it', async () => {
    const saved = await putSettings(w.admin, validSettings({ customGtm: ' gtm-ab12cd ' }));
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.settings.customGtm).toBe('GTM-AB12CD');
    expect((await widgetSettings(w.uni.id)).settings.customGtm).toBe('GTM-AB12CD');
    expect((await auditOf(w.admin)).entries[0]).toMatchObject({
      action: 'settings.update',
      after: { customGtm: 'GTM-AB12CD' },
    });

    const cleared = await putSettings(w.admin, validSettings({ customGtm: null }));
    expect(cleared.json().data.settings.customGtm).toBeNull();
    expect((await widgetSettings(w.uni.id)).settings.customGtm ?? null).toBeNull();
  });

  it('names the field and its code when the container id is wrong', async () => {
    const response = await putSettings(w.admin, validSettings({ customGtm: 'GTM-' }));
    expect(response.statusCode).toBe(400);
    expect(response.json().error.details).toContainEqual(
      expect.objectContaining({ path: 'body.customGtm', code: 'gtm_container_invalid' }),
    );
  });

  it('answers the prefilter limit with its message', async () => {
    const response = await putSettings(
      w.admin,
      validSettings({ prefilterItems: Array.from({ length: 11 }, (_, i) => `t${i}`) }),
    );
    expect(JSON.stringify(response.json().error)).toContain(
      'You can use up to 10 prefilter items at the same time.',
    );
  });
});

describe('audit trail', () => {
  it('asks for a token, refuses prospects and ambassadors, validates paging', async () => {
    expect((await call(t.app, 'GET', '/api/v1/admin/audit')).statusCode).toBe(401);
    expect((await call(t.app, 'GET', '/api/v1/admin/audit', w.prospect)).statusCode).toBe(403);
    expect((await call(t.app, 'GET', '/api/v1/admin/audit', w.ambassador)).statusCode).toBe(403);
    expect((await call(t.app, 'GET', '/api/v1/admin/audit?page=0', w.admin)).statusCode).toBe(400);
  });

  it('pages newest first', async () => {
    const all = await auditOf(w.admin);
    const page = (await call(t.app, 'GET', '/api/v1/admin/audit?page=2&limit=1', w.admin)).json()
      .data;
    expect(page.total).toBe(all.total);
    expect(page.entries).toHaveLength(1);
    expect(page.entries[0].id).toBe(all.entries[1].id);
  });
});
