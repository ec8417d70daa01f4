import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { widgetVisits } from '../../core/db/schema';
import { buildGroup } from '../../test/factories';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { buildConsoleWorld, call, type ConsoleWorld } from '../admin/admin.fixture';
import { dailyVisitorHash } from './visits.service';

let t: TestApp;
let w: ConsoleWorld;
let groupId: number;
const url = '/api/v1/widget/visits';

beforeAll(async () => {
  t = await buildTestApp();
  w = await buildConsoleWorld(t);
  groupId = (await buildGroup(t.database.db, [w.uni.id], 'Coastal Universities')).id;
});
afterAll(() => t.close());

const rowsOf = (widgetKey: string) =>
  t.database.db.select().from(widgetVisits).where(eq(widgetVisits.widgetKey, widgetKey));

describe('POST /widget/visits', () => {
  it('counts a visitor once a day and every page load, under the widget it was to', async () => {
    const visitor = { 'x-visitor-id': 'visitor-0001-abcdef' };
    const first = await call(t.app, 'POST', url, visitor, {
      universityId: w.uni.id,
      source: 'instagram',
      medium: 'social',
      campaign: 'open-day',
    });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ success: true, data: { counted: true } });
    await call(t.app, 'POST', url, visitor, { universityId: w.uni.id, source: 'newsletter' });
    await call(
      t.app,
      'POST',
      url,
      { 'x-visitor-id': 'visitor-0002-abcdef' },
      {
        universityId: w.uni.id,
      },
    );
    await call(t.app, 'POST', url, visitor, { groupId });

    const own = await rowsOf(`university:${w.uni.id}`);
    expect(own.map((row) => row.visits).sort()).toEqual([1, 2]);
    // The day's first visit keeps its campaign; the visitor id itself is never stored.
    const returning = own.find((row) => row.visits === 2);
    expect(returning).toMatchObject({
      source: 'instagram',
      medium: 'social',
      campaign: 'open-day',
    });
    expect(JSON.stringify(own)).not.toContain('visitor-0001');
    expect(await rowsOf(`group:${groupId}`)).toEqual([
      expect.objectContaining({ groupId, universityId: null, visits: 1 }),
    ]);
  });

  it('tells a browser without a visitor id apart by its address and user agent', async () => {
    const other = await call(
      t.app,
      'POST',
      url,
      { 'user-agent': 'Browser A' },
      {
        universityId: w.other.id,
      },
    );
    expect(other.statusCode).toBe(200);
    await call(t.app, 'POST', url, { 'user-agent': 'Browser A' }, { universityId: w.other.id });
    await call(t.app, 'POST', url, { 'user-agent': 'Browser B' }, { universityId: w.other.id });
    const rows = await rowsOf(`university:${w.other.id}`);
    expect(rows.map((row) => row.visits).sort()).toEqual([1, 2]);
  });

  it('does not count staff browsing their own widget', async () => {
    for (const headers of [w.admin, w.ambassador]) {
      const response = await call(t.app, 'POST', url, headers, { groupId });
      expect(response.statusCode).toBe(200);
      expect(response.json().data).toEqual({ counted: false });
    }
    const prospect = await call(t.app, 'POST', url, w.prospect, { groupId });
    expect(prospect.json().data).toEqual({ counted: true });
    expect((await rowsOf(`group:${groupId}`)).length).toBe(2);
  });

  it('refuses bad input and unknown widgets, and changes nothing', async () => {
    const before = (await t.database.db.select().from(widgetVisits)).length;
    for (const body of [
      {},
      { universityId: w.uni.id, groupId },
      { universityId: 'one' },
      { universityId: w.uni.id, source: 'x'.repeat(201) },
      { universityId: w.uni.id, referrer: 'https://example.com' },
    ]) {
      const response = await call(t.app, 'POST', url, {}, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().error.code).toBe('VALIDATION_ERROR');
    }
    expect((await call(t.app, 'POST', url, {}, { universityId: 999_999 })).statusCode).toBe(404);
    expect((await call(t.app, 'POST', url, {}, { groupId: 999_999 })).statusCode).toBe(404);
    expect((await t.database.db.select().from(widgetVisits)).length).toBe(before);
  });
});

describe('dailyVisitorHash', () => {
  const clues = { visitorId: 'visitor-0001-abcdef', ip: '203.0.113.9', userAgent: 'A' };
  it('is the same within a day and widget, and cannot be joined across days or widgets', () => {
    const today = dailyVisitorHash('secret', '2026-03-02', 'university:1', clues);
    expect(dailyVisitorHash('secret', '2026-03-02', 'university:1', clues)).toBe(today);
    expect(dailyVisitorHash('secret', '2026-03-03', 'university:1', clues)).not.toBe(today);
    expect(dailyVisitorHash('secret', '2026-03-02', 'group:1', clues)).not.toBe(today);
    expect(dailyVisitorHash('another', '2026-03-02', 'university:1', clues)).not.toBe(today);
  });
});
