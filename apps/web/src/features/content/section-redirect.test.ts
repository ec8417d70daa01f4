import { describe, expect, it } from 'vitest';
import {
  ambassadorFixture,
  contentFixture,
  faqFixture,
  groupChatFixture,
  postFixture,
} from './test/fixtures';
import { singleSectionTarget } from './section-redirect';

describe('singleSectionTarget', () => {
  it('names /faq, /posts or /chat-to-us when that is the only section with content', () => {
    expect(singleSectionTarget(contentFixture({ faqs: [faqFixture()] }), '/1')).toBe('/1/faq');
    expect(singleSectionTarget(contentFixture({ posts: [postFixture()] }), '/group/2')).toBe(
      '/group/2/posts',
    );
    expect(singleSectionTarget(contentFixture({ users: [ambassadorFixture()] }), '/1')).toBe(
      '/1/chat-to-us',
    );
  });

  it('stays on the base for group chats, live streams or the forum alone', () => {
    expect(singleSectionTarget(contentFixture({ groupChats: [groupChatFixture()] }), '/1')).toBe(
      null,
    );
    expect(
      singleSectionTarget(contentFixture({ forum: [groupChatFixture({ type: 7 })] }), '/1'),
    ).toBe(null);
  });

  it('stays when two sections or none have content', () => {
    expect(
      singleSectionTarget(contentFixture({ faqs: [faqFixture()], posts: [postFixture()] }), '/1'),
    ).toBe(null);
    expect(singleSectionTarget(contentFixture(), '/1')).toBe(null);
  });
});
