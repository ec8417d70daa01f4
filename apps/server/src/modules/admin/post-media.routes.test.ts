import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { buildAmbassador } from '../../test/factories';
import { photoBase64 } from '../application/application.fixture';
import { buildConsoleWorld, call, type ConsoleWorld } from './admin.fixture';

let t: TestApp;
let w: ConsoleWorld;
let ambassadorId: number;

beforeAll(async () => {
  t = await buildTestApp();
  w = await buildConsoleWorld(t);
  ambassadorId = (
    await buildAmbassador(t.database.db, w.uni.id, { account: { name: 'Maya', lastName: 'Lee' } })
  ).account.id;
});
afterAll(() => t.close());

const upload = (headers: Record<string, string>, file: string) =>
  call(t.app, 'POST', '/api/v1/admin/posts/images', headers, { file });
const VIDEO = 'https://media.example.org/campus-tour.mp4';

const widgetPost = async (id: number) => {
  const response = await call(
    t.app,
    'POST',
    '/api/v1/widget/posts/getPosts',
    {},
    {
      universityId: w.uni.id,
      limit: 50,
    },
  );
  return (
    response.json().data.posts as { id: number; media: { type: string; url: string }[] }[]
  ).find((post) => post.id === id);
};

describe('post pictures and video links', () => {
  it('refuses an upload without a token, from other roles, and bad files', async () => {
    const photo = await photoBase64(400, 300);
    expect((await upload({}, photo)).statusCode).toBe(401);
    expect((await upload(w.prospect, photo)).statusCode).toBe(403);
    expect((await upload(w.ambassador, photo)).statusCode).toBe(403);
    expect((await upload(w.admin, 'not base64!')).statusCode).toBe(400);
    expect((await upload(w.admin, 'aGVsbG8=')).statusCode).toBe(415);
  });

  it('publishes a post by an ambassador with a picture and a video link; the widget shows both', async () => {
    const uploaded = await upload(w.admin, await photoBase64(2400, 1200));
    expect(uploaded.statusCode).toBe(200);
    const image = uploaded.json().data.image as { key: string; width: number; height: number };
    expect(image).toMatchObject({ width: 1600, height: 800 });

    const created = await call(t.app, 'POST', '/api/v1/admin/posts', w.admin, {
      caption: 'Our campus from the river',
      is_published: true,
      author_id: ambassadorId,
      images: [{ key: image.key, alt: 'The boathouse at dusk' }],
      video_url: VIDEO,
    });
    expect(created.statusCode).toBe(200);
    const post = created.json().data.post;
    expect(post).toMatchObject({
      author: { id: ambassadorId, name: 'Maya Lee' },
      media_count: 2,
      media: [
        { type: 'image', key: image.key, alt: 'The boathouse at dusk' },
        { type: 'video', key: null, url: VIDEO },
      ],
    });
    const shown = await widgetPost(post.id);
    expect(shown?.media.map((media) => media.type)).toEqual(['image', 'video']);
    expect(shown?.media[1]?.url).toBe(VIDEO);
    const file = await call(
      t.app,
      'GET',
      new URL(shown?.media[0]?.url ?? '', 'http://localhost').pathname,
    );
    expect(file.headers['content-type']).toBe('image/webp');

    // Left out, the media stay; null takes the video away.
    const kept = await call(t.app, 'PUT', `/api/v1/admin/posts/${post.id}`, w.admin, {
      caption: 'Our campus from the river, at dusk',
      is_published: true,
    });
    expect(kept.json().data.post.media_count).toBe(2);
    const noVideo = await call(t.app, 'PUT', `/api/v1/admin/posts/${post.id}`, w.admin, {
      caption: 'Our campus from the river, at dusk',
      is_published: true,
      video_url: null,
    });
    expect(noVideo.json().data.post.media).toEqual([
      expect.objectContaining({ type: 'image', key: image.key }),
    ]);
  });

  it("refuses another university's picture, an unknown key, and a link that is not a video", async () => {
    const theirs = (await upload(w.otherAdmin, await photoBase64(200, 200))).json().data.image.key;
    for (const body of [
      { images: [{ key: theirs }] },
      { images: [{ key: `posts/${w.uni.id}/00000000-0000-0000-0000-000000000000-10x10.webp` }] },
      { video_url: 'https://example.org/page.html' },
      { video_url: 'http://example.org/clip.mp4' },
    ]) {
      const response = await call(t.app, 'POST', '/api/v1/admin/posts', w.admin, {
        caption: 'A post',
        is_published: false,
        ...body,
      });
      expect(response.statusCode).toBe(400);
    }
  });
});
