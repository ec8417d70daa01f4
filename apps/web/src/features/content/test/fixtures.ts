import {
  ambassadorCardSchema,
  faqSchema,
  getContentResponseSchema,
  groupChatCardSchema,
  postSchema,
  type AmbassadorCard,
  type Faq,
  type GetContentResponse,
  type GroupChatCard,
  type Post,
} from '@quad/shared/contracts/content';
import type { Filter } from '@quad/shared/contracts/widget-settings';

const at = '2026-05-01T10:00:00.000Z';

const maya = {
  id: 2,
  name: 'Maya',
  last_name: 'Patel',
  avatar: null,
  color: '#4f608f',
  slug: 'maya-patel-2',
};

/** An ambassador as the API sends one (parsed with the shared schema). */
export function ambassadorFixture(overrides: Partial<AmbassadorCard> = {}): AmbassadorCard {
  return ambassadorCardSchema.parse({
    id: 2,
    name: 'Maya',
    last_name: 'Patel',
    avatar: null,
    color: '#4f608f',
    profile_type: 'student',
    subject: { id: 43, name: 'Computer Science' },
    country: { id: 103, name: 'India', code: 'IN' },
    university: { id: 1, name: 'Demo University' },
    description: 'Second-year Computer Science student from Pune. Ask me about hackathons!',
    year_of_study: '2',
    graduation_year: null,
    job_title: null,
    languages: ['English', 'Hindi'],
    interests: ['Hackathons', 'Robotics'],
    slug: 'maya-patel-2',
    ...overrides,
  });
}

/** A post with one picture. */
export function postFixture(overrides: Partial<Post> = {}): Post {
  return postSchema.parse({
    id: 12,
    university_id: 1,
    author: maya,
    caption: 'Open day on campus: come and say hi at the library!',
    media: [{ type: 'image', url: '/files/p.jpg', width: 1200, height: 800, alt: 'The library' }],
    like_count: 3,
    view_count: 40,
    share_count: 1,
    isLiked: false,
    created_at: at,
    sharing_at: at,
    slug: 'open-day-on-campus-come-and-say-hi-at-12',
    ...overrides,
  });
}

/** A FAQ with one answer by Maya. */
export function faqFixture(overrides: Partial<Faq> = {}): Faq {
  return faqSchema.parse({
    id: 5,
    question: 'Is there a gym on campus?',
    answers: [
      {
        id: 9,
        text: 'Yes, and it is free!',
        author: maya,
        like_count: 4,
        isLiked: false,
        created_at: at,
      },
    ],
    like_count: 4,
    view_count: 120,
    share_count: 0,
    created_at: at,
    slug: 'is-there-a-gym-on-campus-5',
    ...overrides,
  });
}

export function groupChatFixture(overrides: Partial<GroupChatCard> = {}): GroupChatCard {
  return groupChatCardSchema.parse({
    id: 3,
    type: 4,
    name: 'Computer Science Applicants',
    description: 'Ask about modules and labs.',
    avatar: null,
    color: '#1fa14f',
    university_id: 1,
    members_count: 12,
    ambassadors: [maya],
    last_activity: at,
    created_at: at,
    isJoined: false,
    ...overrides,
  });
}

/** A getContent answer: empty sections unless given. */
export function contentFixture(overrides: Partial<GetContentResponse> = {}): GetContentResponse {
  return getContentResponseSchema.parse({
    liveStreams: [],
    groupChats: [],
    users: [],
    posts: [],
    faqs: [],
    forum: [],
    isRandom: false,
    ...overrides,
  });
}

/** The university widget's fixed filters with live options, as the settings carry them. */
export const FILTERS_WITH_OPTIONS: Filter[] = [
  {
    key: '_countries',
    name: 'Home country',
    filterIndex: 0,
    type: 'fixed',
    options: [
      { key: '_countries', id: 103, name: 'India' },
      { key: '_countries', id: 159, name: 'Nigeria' },
    ],
  },
  {
    key: '_subject',
    name: 'Subject',
    filterIndex: 1,
    type: 'fixed',
    options: [
      { key: '_subject', id: 43, name: 'Computer Science' },
      { key: '_subject', id: 90, name: 'Law' },
    ],
  },
];
