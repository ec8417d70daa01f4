import type { GetContentResponse } from '@quad/shared/contracts/content';
import type { Storage } from '../../core/storage/storage';
import { presentGroupChat, presentLiveStream } from './chats.presenter';
import type { ChatRecord, FaqRecord, HomeContent } from './lists.service';
import { presentAmbassadorCard } from './people.presenter';
import { presentFaq, presentPost } from './posts.presenter';

/** A FAQ record (FAQ and its answers) as the widget shows it. */
export function presentFaqRecord(record: FaqRecord, storage: Storage) {
  return presentFaq(record.faq, record.answers, storage);
}

/** A group chat or forum record as a card. */
export function presentChatRecord(record: ChatRecord, storage: Storage) {
  return presentGroupChat(record.chat, record.ambassadors, storage);
}

/** The getContent answer: every home section, presented. */
export function presentHomeContent(content: HomeContent, storage: Storage): GetContentResponse {
  const { scope } = content;
  return {
    liveStreams: content.liveStreams.map((record) => presentLiveStream(record, scope, storage)),
    groupChats: content.groupChats.map((record) => presentChatRecord(record, storage)),
    users: content.users.map((row) => presentAmbassadorCard(row, scope, storage)),
    posts: content.posts.map((row) => presentPost(row, storage)),
    faqs: content.faqs.map((record) => presentFaqRecord(record, storage)),
    forum: content.forum.map((record) => presentChatRecord(record, storage)),
    isRandom: content.isRandom,
  };
}
