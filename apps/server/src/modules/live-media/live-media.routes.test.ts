import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { buildLiveEventWorld, type LiveEventWorld } from '../../test/live-event-factories';
import { buildTestApp, type TestApp } from '../../test/test-app';

describe('room addresses', () => {
  let testApp: TestApp;
  let app: App;
  let w: LiveEventWorld;

  beforeAll(async () => {
    testApp = await buildTestApp();
    app = testApp.app;
    w = await buildLiveEventWorld(app, { status: 'inProgress' });
  });
  afterAll(async () => {
    await testApp.close();
  });

  it("leads the event's host and viewer room addresses to its page", async () => {
    const page = await app.inject({
      method: 'POST',
      url: `/api/v1/widget/liveStreams/${w.event.id}?universityId=${w.uni.id}`,
      headers: w.speaker.headers,
    });
    expect(page.statusCode).toBe(200);
    const { hostRoomUrl, viewerRoomUrl } = page.json().data;
    for (const address of [hostRoomUrl, viewerRoomUrl]) {
      const response = await app.inject({ method: 'GET', url: new URL(address).pathname });
      expect(response.statusCode).toBe(302);
      expect(response.headers.location).toBe(`/${w.uni.id}/live-streams/${w.event.slug}`);
    }
  });

  it('answers 404 for a room that is no event, and 400 for a role that is neither', async () => {
    const unknown = await app.inject({
      method: 'GET',
      url: '/media/rooms/live-event-999999/viewer',
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.code).toBe('NOT_FOUND');
    const other = await app.inject({ method: 'GET', url: '/media/rooms/lobby/viewer' });
    expect(other.statusCode).toBe(404);
    const role = await app.inject({
      method: 'GET',
      url: `/media/rooms/live-event-${w.event.id}/admin`,
    });
    expect(role.statusCode).toBe(400);
    expect(role.json().error.code).toBe('VALIDATION_ERROR');
  });
});
