import { describe, expect, it } from 'vitest';
import { buildMessage } from '../test-fixtures';
import { buildForumThreads } from './forum-threads';

describe('buildForumThreads', () => {
  it('puts replies (and replies to replies) under the post they answer', () => {
    const post = buildMessage({ seq: 1, text: 'Best halls for quiet study?' });
    const other = buildMessage({ seq: 2, text: 'Is the gym free?' });
    const reply = buildMessage({ seq: 3, parentMessageId: post.id, from: 'wei' });
    const replyToReply = buildMessage({ seq: 4, parentMessageId: reply.id, from: 'sofia' });
    const threads = buildForumThreads([post, other, reply, replyToReply], []);
    expect(threads.map((thread) => thread.post.key)).toEqual([`m-${post.id}`, `m-${other.id}`]);
    expect(threads[0]?.replies.map((entry) => entry.key)).toEqual([
      `m-${reply.id}`,
      `m-${replyToReply.id}`,
    ]);
  });

  it('shows a reply whose post is not loaded yet on its own', () => {
    const reply = buildMessage({ seq: 60, parentMessageId: 900 });
    const threads = buildForumThreads([reply], []);
    expect(threads).toHaveLength(1);
    expect(threads[0]?.orphan).toBe(true);
  });

  it('adds a reply being sent to its thread, and a new topic at the end', () => {
    const post = buildMessage({ seq: 1 });
    const threads = buildForumThreads(
      [post],
      [
        {
          clientMessageId: 'a1b2c3d4e5',
          text: 'Thanks!',
          parentMessage: { id: post.id, text: post.text, user: null },
          created_at: post.created_at,
          status: 'sending',
        },
        {
          clientMessageId: 'f6f6f6f6f6',
          text: 'New question',
          parentMessage: null,
          created_at: post.created_at,
          status: 'sending',
        },
      ],
    );
    expect(threads[0]?.replies.map((entry) => entry.key)).toEqual(['c-a1b2c3d4e5']);
    expect(threads[1]?.post.key).toBe('c-f6f6f6f6f6');
  });
});
