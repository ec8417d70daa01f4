import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import {
  adminPostChangeSchema,
  adminPostListResponseSchema,
  adminPostResponseSchema,
  type AdminPost,
} from '@quad/shared/contracts/admin-content';
import { okAs, serveApi } from '../../../test/msw';
import { API, consoleHandlers, renderConsole } from '../test-fixtures';

function post(overrides: Partial<AdminPost> = {}): AdminPost {
  return {
    id: 7,
    caption: 'Exam season survival kit',
    is_published: true,
    author: { id: 3, name: 'Priya Shah' },
    media_count: 1,
    media: [{ type: 'image', url: '/files/posts/1/a.webp', key: 'posts/1/a.webp', alt: '' }],
    like_count: 73,
    view_count: 980,
    created_at: '2026-11-20T10:00:00.000Z',
    updated_at: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

function servePosts(posts: AdminPost[] = [post()], total = posts.length) {
  return serveApi(
    ...consoleHandlers(),
    http.get(`${API}/admin/posts`, () => okAs(adminPostListResponseSchema, { posts, total })),
    http.post(`${API}/admin/posts`, async ({ request }) => {
      const change = adminPostChangeSchema.parse(await request.json());
      return okAs(adminPostResponseSchema, {
        post: post({ id: 8, caption: change.caption, is_published: change.is_published }),
      });
    }),
    http.put(`${API}/admin/posts/:id`, async ({ request, params }) => {
      const change = adminPostChangeSchema.parse(await request.json());
      return okAs(adminPostResponseSchema, {
        post: post({ id: Number(params.id), ...change }),
      });
    }),
  );
}

describe('posts', () => {
  it('lists posts with their author and state, and asks by search and state', async () => {
    const { callsTo } = servePosts();
    renderConsole('/1/admin/posts');
    expect(await screen.findByText('Exam season survival kit')).toBeInTheDocument();
    expect(screen.getByText('Priya Shah')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText('State'), 'Draft');
    await user.type(screen.getByLabelText('Search posts'), 'exam');
    const last = callsTo('GET', '/admin/posts').at(-1);
    expect(last?.query.get('state')).toBe('draft');
    expect(last?.query.get('search')).toBe('exam');
  });

  it('writes a draft, refusing an empty one first', async () => {
    const { callsTo } = servePosts([]);
    renderConsole('/1/admin/posts');
    expect(await screen.findByText('No posts yet. Write the first one above.')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    expect(screen.getByText('Write the post.')).toBeInTheDocument();
    expect(callsTo('POST', '/admin/posts')).toHaveLength(0);

    await user.type(screen.getByLabelText('Text'), 'Open day on Saturday');
    await user.click(screen.getByRole('checkbox', { name: /Publish in the widget/ }));
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText('Saved as a draft.')).toBeInTheDocument();
    expect(callsTo('POST', '/admin/posts')[0]?.body).toEqual({
      caption: 'Open day on Saturday',
      is_published: false,
      images: [],
      video_url: null,
    });
  });

  it('edits a post in place and takes one back to draft', async () => {
    const { callsTo } = servePosts();
    renderConsole('/1/admin/posts');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit post 7' }));
    const text = screen.getAllByLabelText('Text')[1]!;
    await user.clear(text);
    await user.type(text, 'Exam season survival kit, updated');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved.')).toBeInTheDocument();
    expect(callsTo('PUT', '/admin/posts/7')[0]?.body).toEqual({
      caption: 'Exam season survival kit, updated',
      is_published: true,
      author_id: 3,
      images: [{ key: 'posts/1/a.webp', alt: '' }],
      video_url: null,
    });

    await user.click(screen.getByRole('button', { name: 'Take post 7 back to draft' }));
    expect(
      await screen.findByText('The post is a draft again and left the widget.'),
    ).toBeInTheDocument();
    expect(callsTo('PUT', '/admin/posts/7')[1]?.body).toMatchObject({ is_published: false });
  });
});
