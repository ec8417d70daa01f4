import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Post } from '@quad/shared/contracts/content';
import { widgetSettings } from '../../../../test/helpers';
import { postFixture } from '../../test/fixtures';
import {
  FIRST_RENDER,
  renderScreens,
  serveApi,
  type Answer,
  type ApiCall,
} from '../../test/render';
import { PostsPage } from './posts-page';
import { tokenStore } from '../../../../lib/token-store';

function signIn() {
  tokenStore.setTokens('main', { token: 'a-token' });
}

/** A promise the test settles when it wants the server to answer. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => (resolve = done));
  return { promise, resolve };
}

/** The posts list with one post, and `reaction` answering like and unlike. */
function renderPosts(post: Post, reaction: (call: ApiCall) => Answer | Promise<Answer>) {
  const api = serveApi((call) => {
    if (call.path === '/widget/posts/getPosts') return { data: { posts: [post], total: 1 } };
    if (/\/widget\/posts\/\d+\/(like|unlike)$/.test(call.path)) return reaction(call);
    return undefined;
  });
  renderScreens([{ path: 'posts', element: <PostsPage /> }], '/1/posts');
  return api;
}

const likeButton = () => screen.getByRole('button', { name: /^Like this post/ });

// The sign-in prompt's code arrives after the first paint; loaded once here, so a busy machine's
// first compile of it never eats a test's time (the deferred path itself is
// components/ui/deferred-*.test.tsx's).
beforeAll(() => import('../../../../components/ui/modal'), 60_000);

describe('Post likes', () => {
  it('counts a like at once, then keeps the count the server sends', async () => {
    signIn();
    const answer = deferred<Answer>();
    const api = renderPosts(postFixture(), () => answer.promise);
    const user = userEvent.setup();
    await user.click(
      await screen.findByRole('button', { name: 'Like this post, 3 likes' }, FIRST_RENDER),
    );

    // The server has not answered yet.
    await waitFor(() =>
      expect(likeButton().getAttribute('aria-label')).toBe('Like this post, 4 likes'),
    );
    expect(likeButton().getAttribute('aria-pressed')).toBe('true');
    expect(api.callsTo('POST', '/widget/posts/12/like')).toHaveLength(1);

    answer.resolve({ data: { like_count: 10 } });
    await waitFor(() =>
      expect(likeButton().getAttribute('aria-label')).toBe('Like this post, 10 likes'),
    );
    expect(likeButton().getAttribute('aria-pressed')).toBe('true');
  });

  it('puts the like back when the server refuses it', async () => {
    signIn();
    const answer = deferred<Answer>();
    renderPosts(postFixture(), () => answer.promise);
    const user = userEvent.setup();
    await user.click(
      await screen.findByRole('button', { name: 'Like this post, 3 likes' }, FIRST_RENDER),
    );
    await waitFor(() =>
      expect(likeButton().getAttribute('aria-label')).toBe('Like this post, 4 likes'),
    );

    answer.resolve({ status: 403, error: { code: 'FORBIDDEN', message: 'Not allowed' } });
    await waitFor(() =>
      expect(likeButton().getAttribute('aria-label')).toBe('Like this post, 3 likes'),
    );
    expect(likeButton().getAttribute('aria-pressed')).toBe('false');
  });

  it('unlikes a liked post, never below zero', async () => {
    signIn();
    const api = renderPosts(postFixture({ like_count: 0, isLiked: true }), () => ({
      data: { like_count: 0 },
    }));
    const user = userEvent.setup();
    await user.click(
      await screen.findByRole('button', { name: 'Like this post, 0 likes' }, FIRST_RENDER),
    );
    await waitFor(() => expect(likeButton().getAttribute('aria-pressed')).toBe('false'));
    expect(likeButton().getAttribute('aria-label')).toBe('Like this post, 0 likes');
    expect(api.callsTo('POST', '/widget/posts/12/unlike')).toHaveLength(1);
  });

  it('asks a signed-out visitor to sign in instead of liking', async () => {
    const api = renderPosts(postFixture(), () => ({ data: { like_count: 4 } }));
    const user = userEvent.setup();
    const like = await screen.findByRole(
      'button',
      { name: 'Like this post, 3 likes' },
      FIRST_RENDER,
    );
    await user.click(like);

    expect(await screen.findByRole('dialog', { name: 'Sign in to like this' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe(
      '/1/interaction/sign-in',
    );
    expect(api.calls.some((call) => call.path.endsWith('/like'))).toBe(false);
    expect(like.getAttribute('aria-pressed')).toBe('false');
  });

  it('hides like and view numbers when the widget says so', async () => {
    serveApi(
      (call) =>
        call.path === '/widget/posts/getPosts'
          ? { data: { posts: [postFixture()], total: 1 } }
          : undefined,
      widgetSettings({ show_number_likes_views: false }),
    );
    renderScreens([{ path: 'posts', element: <PostsPage /> }], '/1/posts');
    expect(
      await screen.findByRole('button', { name: 'Like this post' }, FIRST_RENDER),
    ).toBeInTheDocument();
    expect(screen.queryByText('40 views')).toBeNull();
  });
});
