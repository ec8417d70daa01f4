import { describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/test-app';
import { buildGroup, buildWidgetSettings } from '../../test/factories';
import { countryId, subjectId, type ContentWorld, withContentWorld } from './content.fixture';

let t: TestApp;
let w: ContentWorld;

withContentWorld(async (app, world) => {
  t = app;
  w = world;
  await buildWidgetSettings(t.database.db, {
    universityId: w.uniA.id,
    filters: [
      { key: '_countries', name: 'Home country', filterIndex: 0, type: 'fixed' },
      {
        key: 'campus',
        name: 'Campus',
        filterIndex: 1,
        type: 'custom',
        options: [
          { key: 'campus', name: 'City centre' },
          { key: 'campus', name: 'Riverside' },
        ],
      },
    ],
  });
});

const get = async (path: string, status = 200) => {
  const response = await t.app.inject({ method: 'GET', url: `/api/v1/common${path}` });
  expect(response.statusCode, response.body).toBe(status);
  return response.json();
};
const optionIds = (options: { id?: number }[]) => options.map((option) => option.id);

describe('GET /common/tags/subtags/{type}', () => {
  it('answers the home countries of the shown ambassadors, by name', async () => {
    const { data } = await get(`/tags/subtags/_countries?universityId=${w.uniA.id}`);
    expect(data.subtags.map((o: { name: string }) => o.name)).toEqual([
      'France',
      'India',
      'Nigeria',
      'United Kingdom',
    ]);
    expect(data.subtags[0]).toEqual({ key: '_countries', id: countryId('FR'), name: 'France' });
  });

  it('answers subjects and profile types present in a group, never those of hidden people', async () => {
    const subjects = (await get(`/tags/subtags/_subject?groupId=${w.group.id}`)).data.subtags;
    expect(optionIds(subjects)).toEqual(
      ['Architecture', 'Computer Science', 'History', 'Law', 'Medicine'].map(subjectId),
    );
    const types = (await get(`/tags/subtags/account_type?groupId=${w.group.id}`)).data.subtags;
    expect(types.map((o: { name: string }) => o.name)).toEqual([
      'Staff',
      'Alumni',
      'Student',
      'School student',
    ]);
  });

  it('narrows the options to the ambassadors matching the prefilter items', async () => {
    const { data } = await get(
      `/tags/subtags/_countries?universityId=${w.uniA.id}&prefilterItems=Computer Science`,
    );
    expect(optionIds(data.subtags)).toEqual([countryId('FR'), countryId('NG')]);
  });

  it("answers a custom filter's stored options and 404 for an unknown filter", async () => {
    const { data } = await get(`/tags/subtags/campus?universityId=${w.uniA.id}`);
    expect(data.subtags).toEqual([
      { key: 'campus', name: 'City centre' },
      { key: 'campus', name: 'Riverside' },
    ]);
    await get(`/tags/subtags/dorms?universityId=${w.uniA.id}`, 404);
  });

  it('refuses a call without a widget', async () => {
    const body = await get('/tags/subtags/_countries', 400);
    expect(body.error.message).toContain('Either universityId or groupId is required.');
  });
});

describe('group filters', () => {
  it('GET /groupCountries answers the countries of the group universities with partners', async () => {
    const { data } = await get(`/groupCountries?groupId=${w.group.id}`);
    expect(data.countries).toEqual([
      {
        key: 'university_countries',
        id: countryId('IE'),
        name: 'Ireland',
        partnerUniIds: [w.uniB.id],
      },
      {
        key: 'university_countries',
        id: countryId('GB'),
        name: 'United Kingdom',
        partnerUniIds: [w.uniA.id],
      },
    ]);
    await get('/groupCountries?groupId=999999', 404);
    await get('/groupCountries', 400);
  });

  it('GET /universities/filterByGroup/{id} answers its universities, narrowed by country', async () => {
    const all = (await get(`/universities/filterByGroup/${w.group.id}`)).data.universities;
    expect(all).toEqual([
      { key: 'group_universities', id: w.uniA.id, name: 'Northbridge University' },
      { key: 'group_universities', id: w.uniB.id, name: 'Liffey College' },
    ]);
    const irish = await get(
      `/universities/filterByGroup/${w.group.id}?groupCountryIds=${countryId('IE')}`,
    );
    expect(optionIds(irish.data.universities)).toEqual([w.uniB.id]);
    await get('/universities/filterByGroup/abc', 400);
  });

  it('GET /groups/universities/{id} answers the groups of a university with their members', async () => {
    const second = await buildGroup(t.database.db, [w.uniC.id, w.uniA.id], 'Second group');
    const { data } = await get(`/groups/universities/${w.uniA.id}`);
    expect(data.groups).toEqual([
      { id: w.group.id, name: 'Alliance', universities: expect.any(Array) },
      { id: second.id, name: 'Second group', universities: expect.any(Array) },
    ]);
    expect(optionIds(data.groups[1].universities)).toEqual([w.uniC.id, w.uniA.id]);
    expect((await get(`/groups/universities/${w.uniB.id}`)).data.groups).toHaveLength(1);
    await get('/groups/universities/999999', 404);
  });
});
