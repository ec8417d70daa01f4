import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import {
  adminPostChangeSchema,
  adminPostImageResponseSchema,
  adminPostListResponseSchema,
  adminPostResponseSchema,
} from '@quad/shared/contracts/admin-content';
import { okAs, serveApi } from '../../../test/msw';
import { API, consoleHandlers, renderConsole, serveTeam } from '../test-fixtures';

const KEY = 'posts/1/6b1f0c3e-8d4e-4a43-9d1c-2f9c1b7f0a11-800x600.webp';

function serve() {
  return serveApi(
    ...consoleHandlers(),
    http.get(`${API}/admin/posts`, () =>
      okAs(adminPostListResponseSchema, { posts: [], total: 0 }),
    ),
    serveTeam(),
    http.post(`${API}/admin/posts/images`, () =>
      okAs(adminPostImageResponseSchema, {
        image: { key: KEY, url: `/files/${KEY}`, width: 800, height: 600 },
      }),
    ),
    http.post(`${API}/admin/posts`, async ({ request }) => {
      const change = adminPostChangeSchema.parse(await request.json());
      return okAs(adminPostResponseSchema, {
        post: {
          id: 9,
          caption: change.caption,
          is_published: change.is_published,
          author: { id: 21, name: 'Maya Lee' },
          media_count: 2,
          media: [],
          like_count: 0,
          view_count: 0,
          created_at: '2026-11-20T10:00:00.000Z',
          updated_at: '2026-11-20T10:00:00.000Z',
        },
      });
    }),
  );
}

describe('writing a post with pictures, a video link and an author', () => {
  it('uploads a picture, checks the video link, and sends them with the chosen author', async () => {
    const { callsTo } = serve();
    renderConsole('/1/admin/posts');
    const user = userEvent.setup();
    const form = await screen.findByRole('form', { name: 'Write a post' });
    await user.type(within(form).getByLabelText(/^Text/), 'Our campus from the river');
    await user.selectOptions(await within(form).findByLabelText(/^Author/), 'Maya Lee');
    const png = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'boat.png', {
      type: 'image/png',
    });
    await user.upload(within(form).getByLabelText('Add a picture'), png);
    await user.type(
      await within(form).findByLabelText('Description of picture 1'),
      'The boathouse',
    );
    await user.type(within(form).getByLabelText(/^Video link/), 'https://example.org/page.html');
    await user.click(within(form).getByRole('button', { name: 'Publish' }));
    expect(
      await within(form).findByText('Link an https address of an .mp4 or .webm video.'),
    ).toBeInTheDocument();
    expect(callsTo('POST', '/admin/posts')).toHaveLength(0);

    await user.clear(within(form).getByLabelText(/^Video link/));
    await user.type(within(form).getByLabelText(/^Video link/), 'https://example.org/tour.mp4');
    await user.click(within(form).getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText('Published: the post is in the widget.')).toBeInTheDocument();
    expect(callsTo('POST', '/admin/posts')[0]?.body).toEqual({
      caption: 'Our campus from the river',
      is_published: true,
      author_id: 21,
      images: [{ key: KEY, alt: 'The boathouse' }],
      video_url: 'https://example.org/tour.mp4',
    });
  });
});
