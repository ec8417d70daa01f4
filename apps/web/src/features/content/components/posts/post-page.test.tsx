import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { postFixture } from '../../test/fixtures';
import { FIRST_RENDER, renderScreens, serveApi } from '../../test/render';
import { PostPage } from './post-page';

const routes = [{ path: 'posts/:postSlugAndId', element: <PostPage /> }];

function servePost(post = postFixture()) {
  return serveApi((call) => {
    if (call.path === `/widget/posts/${post.id}`) return { data: { post } };
    if (call.path === `/widget/posts/${post.id}/watch`) return { data: { view_count: 41 } };
    if (call.path === '/widget/posts/getPosts') return { data: { posts: [], total: 0 } };
    return undefined;
  });
}

describe('PostPage', () => {
  it('opens a bare id from an embedding page and puts the canonical slug in the address', async () => {
    const api = servePost();
    const { router } = renderScreens(routes, '/1/posts/12?post_id=12');
    expect(
      await screen.findByText(
        'Open day on campus: come and say hi at the library!',
        {},
        FIRST_RENDER,
      ),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(
        '/1/posts/open-day-on-campus-come-and-say-hi-at-12',
      ),
    );
    expect(router.state.location.search).toBe('?post_id=12');
    expect(api.callsTo('GET', '/widget/posts/12')[0]?.query.get('universityId')).toBe('1');
  });

  it('counts one view when the post opens', async () => {
    const api = servePost();
    renderScreens(routes, '/1/posts/open-day-on-campus-come-and-say-hi-at-12');
    await screen.findByRole('heading', { name: 'Post by Maya Patel' }, FIRST_RENDER);
    await waitFor(() => expect(api.callsTo('POST', '/widget/posts/12/watch')).toHaveLength(1));
  });

  it('shows its picture, its author with a link to the profile, and the chat action', async () => {
    servePost();
    renderScreens(routes, '/1/posts/12');
    expect(
      await screen.findByRole('img', { name: 'The library' }, FIRST_RENDER),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Maya Patel' }).getAttribute('href')).toBe(
      '/1/chat-to-us/maya-patel-2',
    );
    expect(
      screen.getByRole('button', { name: 'Chat with Maya' }).getAttribute('aria-haspopup'),
    ).toBe('dialog');
  });

  it('plays a video post with its controls', async () => {
    servePost(
      postFixture({
        media: [
          { type: 'video', url: '/files/tour.mp4', width: 1280, height: 720, alt: 'Campus tour' },
        ],
      }),
    );
    renderScreens(routes, '/1/posts/12');
    const video = await screen.findByLabelText('Campus tour', {}, FIRST_RENDER);
    expect(video.tagName).toBe('VIDEO');
    expect(video.hasAttribute('controls')).toBe(true);
  });

  it('says when a post does not exist, with a way to the others', async () => {
    servePost();
    renderScreens(routes, '/1/posts/gone-999');
    expect(
      await screen.findByRole('heading', { name: "We can't find this post" }, FIRST_RENDER),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See all posts' }).getAttribute('href')).toBe(
      '/1/posts',
    );
  });
});
