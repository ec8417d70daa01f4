import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { countryByCode } from '@quad/shared/data/countries';
import {
  buildAmbassador,
  buildGroup,
  buildUniversity,
  buildWidgetSettings,
} from '../../test/factories';
import { buildGroupChat } from '../../test/content-factories';

let t: TestApp;
let universityId: number;
let plainUniversityId: number;
let groupId: number;

beforeAll(async () => {
  t = await buildTestApp();
  const db = t.database.db;
  const university = await buildUniversity(db, {
    name: 'Northbridge University',
    primaryColor: '#1D4ED8',
    city: 'Leeds',
  });
  const plain = await buildUniversity(db, { name: 'Plain College' });
  universityId = university.id;
  plainUniversityId = plain.id;
  const group = await buildGroup(db, [university.id, plain.id], 'Northern Alliance');
  groupId = group.id;
  await buildWidgetSettings(db, {
    universityId,
    titles: { page_title: 'Chat with our students', display_search_bar: true },
    permissions: [{ key: 'display_ambassador_country_flag', isAllowed: true }],
    filters: [
      { key: '_subject', name: 'Subject', filterIndex: 1, type: 'fixed' },
      { key: '_countries', name: 'Home country', filterIndex: 0, type: 'fixed' },
      {
        key: 'campus',
        name: 'Campus',
        filterIndex: 2,
        type: 'custom',
        options: [{ key: 'campus', name: 'City' }],
      },
    ],
    abTesting: [{ name: 'ABTEST_1', isActive: true }],
  });
  await buildWidgetSettings(db, {
    groupId,
    primaryColor: '#0F766E',
    titles: { page_title: 'Meet the alliance' },
  });
});
afterAll(async () => {
  await t.close();
});

const get = (query: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: `/api/v1/widget/settings?${query}`, headers });

describe('GET /widget/settings', () => {
  it("answers a university's settings with its colour, titles, filters in order and permissions", async () => {
    const response = await get(`universityId=${universityId}`);
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data.primary_color).toBe('#1D4ED8');
    expect(data.titles.page_title).toBe('Chat with our students');
    expect(data.titles.display_search_bar).toBe(true);
    expect(data.filters.map((f: { key: string }) => f.key)).toEqual([
      '_countries',
      '_subject',
      'campus',
    ]);
    expect(data.filters[2].type).toBe('custom');
    expect(data.permissions).toEqual([{ key: 'display_ambassador_country_flag', isAllowed: true }]);
    expect(data.universities).toEqual([
      expect.objectContaining({ id: universityId, name: 'Northbridge University', city: 'Leeds' }),
    ]);
    expect(data.university_group).toEqual({ id: groupId, name: 'Northern Alliance' });
    expect(data.ABTesting.tests).toEqual([{ name: 'ABTEST_1', variant: data.ABTesting.bucket }]);
  });

  it('falls back to the default colour and empty titles when a university has no settings row', async () => {
    const { data } = (await get(`universityId=${plainUniversityId}`)).json();
    expect(data.primary_color).toBe('#FF5100');
    expect(data.titles.page_title).toBeNull();
    expect(data.filters).toEqual([]);
  });

  it("answers a group's settings with its member universities in order", async () => {
    const { data } = (await get(`groupId=${groupId}`)).json();
    expect(data.primary_color).toBe('#0F766E');
    expect(data.universities.map((u: { name: string }) => u.name)).toEqual([
      'Northbridge University',
      'Plain College',
    ]);
  });

  it('keeps a visitor in the same A/B bucket across calls', async () => {
    const buckets = new Set<string>();
    for (let i = 0; i < 5; i += 1) {
      const { data } = (
        await get(`universityId=${universityId}`, { 'x-visitor-id': 'visitor-0123456789' })
      ).json();
      buckets.add(data.ABTesting.bucket);
    }
    expect(buckets.size).toBe(1);
  });

  it('refuses a call with neither universityId nor groupId', async () => {
    const response = await get('');
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toContain('Either universityId or groupId is required.');
  });

  it('refuses more than 10 prefilter items', async () => {
    const items = Array.from({ length: 11 }, (_, i) => `prefilterItems=item${i}`).join('&');
    const response = await get(`universityId=${universityId}&${items}`);
    expect(response.statusCode).toBe(400);
  });

  it('answers 404 for an unknown group', async () => {
    expect((await get('groupId=424242')).statusCode).toBe(404);
  });
});

describe('GET /widget/social/proof', () => {
  it('answers zeros for a group with nothing in it yet', async () => {
    const empty = await buildGroup(t.database.db, [], 'Empty group');
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/v1/widget/social/proof?groupId=${empty.id}`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.social_proof_data).toEqual({
      ambassadors: 0,
      conversations: 0,
      countries: 0,
    });
  });

  it('counts shown ambassadors, their home countries and the conversations of the scope', async () => {
    const db = t.database.db;
    const nigeria = countryByCode('NG')!.id;
    const india = countryByCode('IN')!.id;
    const britain = countryByCode('GB')!.id;
    await buildAmbassador(db, universityId, { profile: { countryId: nigeria } });
    await buildAmbassador(db, universityId, { profile: { countryId: nigeria } });
    await buildAmbassador(db, universityId, { profile: { countryId: india } });
    await buildAmbassador(db, plainUniversityId, { profile: { countryId: britain } });
    // Never counted: disabled, deleted, unpublished.
    const france = countryByCode('FR')!.id;
    await buildAmbassador(db, universityId, {
      account: { isEnabled: false },
      profile: { countryId: france },
    });
    await buildAmbassador(db, universityId, {
      account: { deletedAt: new Date() },
      profile: { countryId: france },
    });
    await buildAmbassador(db, universityId, { profile: { countryId: france, isPublished: false } });
    // One-to-one chats and group chats count; a live-stream chat does not.
    await buildGroupChat(db, { universityId, type: 1 });
    await buildGroupChat(db, { universityId, type: 1 });
    await buildGroupChat(db, { universityId: plainUniversityId, type: 4 });
    await buildGroupChat(db, { universityId, type: 6 });

    const proof = async (query: string) =>
      (await t.app.inject({ method: 'GET', url: `/api/v1/widget/social/proof?${query}` })).json()
        .data.social_proof_data;
    expect(await proof(`groupId=${groupId}`)).toEqual({
      ambassadors: 4,
      conversations: 3,
      countries: 3,
    });
    expect(await proof(`universityId=${universityId}`)).toEqual({
      ambassadors: 3,
      conversations: 2,
      countries: 2,
    });
    const { data } = (await get(`universityId=${universityId}`)).json();
    expect(data.titles.social_proof_data).toEqual({
      ambassadors: 3,
      conversations: 2,
      countries: 2,
    });
    const filters = new Map(
      data.filters.map((f: { key: string; options?: unknown }) => [f.key, f.options]),
    );
    expect(filters.get('_countries')).toEqual([
      { key: '_countries', id: india, name: 'India' },
      { key: '_countries', id: nigeria, name: 'Nigeria' },
    ]);
    expect(filters.get('campus')).toEqual([{ key: 'campus', name: 'City' }]);
  });
});

describe('GET /widget/settings content types and prefilter items', () => {
  it('answers the stored choice, narrowed by the query', async () => {
    const db = t.database.db;
    const university = await buildUniversity(db);
    await buildWidgetSettings(db, {
      universityId: university.id,
      contentTypes: ['posts', 'faqs', 'users'],
      prefilterItems: ['Law'],
    });
    const stored = (await get(`universityId=${university.id}`)).json().data;
    expect(stored.contentTypes).toEqual(['users', 'posts', 'faqs']);
    expect(stored.prefilterItems).toEqual(['Law']);
    const asked = (
      await get(
        `universityId=${university.id}&contentTypes=faqs,liveStreams&prefilterItems=Medicine`,
      )
    ).json().data;
    expect(asked.contentTypes).toEqual(['faqs']);
    expect(asked.prefilterItems).toEqual(['Medicine']);
    const plain = (await get(`universityId=${plainUniversityId}`)).json().data;
    expect(plain.contentTypes).toEqual([
      'liveStreams',
      'groupChats',
      'users',
      'posts',
      'faqs',
      'forum',
    ]);
    expect(plain.prefilterItems).toEqual([]);
  });
});

describe('maintenance mode', () => {
  it('answers 503 MAINTENANCE for a university an admin put into maintenance, and nothing else', async () => {
    const own = await buildTestApp();
    try {
      const closed = await buildUniversity(own.database.db, { maintenance: true });
      const open = await buildUniversity(own.database.db);
      const call = (id: number) =>
        own.app.inject({ method: 'GET', url: `/api/v1/widget/settings?universityId=${id}` });
      const response = await call(closed.id);
      expect(response.statusCode).toBe(503);
      expect(response.json().error.code).toBe('MAINTENANCE');
      expect((await call(open.id)).statusCode).toBe(200);
    } finally {
      await own.close();
    }
  }, 120_000);
});
