import type { Filter, Permission, WidgetTitles } from '@quad/shared/contracts/widget-settings';
import { FIXED_FILTER_KEYS, PERMISSION_KEYS } from '@quad/shared/contracts/widget-settings';

/** The two demo universities of CONTRACT §7 (fixed ids 1 and 2). */
export const DEMO_UNIVERSITIES = [
  {
    id: 1,
    name: 'Demo University',
    slug: 'demo-university',
    monogram: 'DU',
    city: 'Bristol',
    countryCode: 'GB',
    website: 'https://university.demo.test',
    primaryColor: '#FF5100',
    description:
      'A research-intensive university in the heart of Bristol with 28,000 students from over 150 countries. Known for engineering, medicine and computer science, a green campus ten minutes from the harbour, and more than 300 student societies.',
    hideKeywords: ['whatsapp', 'instagram', 'snapchat'],
  },
  {
    id: 2,
    name: 'Demo College',
    slug: 'demo-college',
    monogram: 'DC',
    city: 'Dublin',
    countryCode: 'IE',
    website: 'https://college.demo.test',
    primaryColor: '#1D4ED8',
    description:
      'A friendly city-centre college in Dublin with 9,000 students, small seminar groups and strong links to industry. Degrees in architecture, engineering, the humanities and business, with placements and study abroad built in.',
    hideKeywords: ['whatsapp', 'instagram', 'snapchat'],
  },
] as const;

export const DEMO_GROUP = {
  id: 1,
  name: 'Demo Group',
  slug: 'demo-group',
  monogram: 'DG',
} as const;
export const DEMO_INSTITUTION = {
  name: 'Demo Education Trust',
  slug: 'demo-education-trust',
} as const;

const permissions: Permission[] = [
  { key: PERMISSION_KEYS.displayAmbassadorCountryFlag, isAllowed: true },
  { key: PERMISSION_KEYS.ssoProspect, isAllowed: false },
  { key: PERMISSION_KEYS.ssoAmbassador, isAllowed: false },
  { key: PERMISSION_KEYS.ssoOnly, isAllowed: false },
  { key: PERMISSION_KEYS.ssoEncrypted, isAllowed: false },
];

function fixedFilter(key: string, name: string, filterIndex: number): Filter {
  return { key, name, filterIndex, type: 'fixed' };
}

const universityFilters: Filter[] = [
  fixedFilter(FIXED_FILTER_KEYS.countries, 'Home country', 0),
  fixedFilter(FIXED_FILTER_KEYS.accountType, 'Profile type', 1),
  fixedFilter(FIXED_FILTER_KEYS.subject, 'Subject', 2),
];

const groupFilters: Filter[] = [
  fixedFilter(FIXED_FILTER_KEYS.groupUniversities, 'University', 0),
  fixedFilter(FIXED_FILTER_KEYS.universityCountries, 'University country', 1),
  fixedFilter(FIXED_FILTER_KEYS.countries, 'Home country', 2),
  fixedFilter(FIXED_FILTER_KEYS.accountType, 'Profile type', 3),
  fixedFilter(FIXED_FILTER_KEYS.subject, 'Subject', 4),
];

function titles(pageDesc: string, socialProof: WidgetTitles['social_proof_data']): WidgetTitles {
  return {
    page_title: 'Chat with our students',
    page_desc: pageDesc,
    display_search_bar: true,
    display_tap_logo: true,
    group_chat_title: 'Join a group chat',
    profile_title: 'Meet our student ambassadors',
    content_title: 'Stories from campus',
    faq_title: 'Frequently asked questions',
    social_proof_data: socialProof,
  };
}

const abTesting = [
  { name: 'ABTEST_1', isActive: false },
  { name: 'ABTEST_2', isActive: false },
] as const;

function legalPagesOf(website: string) {
  return { terms_url: `${website}/terms`, privacy_policy_url: `${website}/privacy` };
}

/** Widget settings rows: university 1, university 2 and group 1. */
export const DEMO_WIDGET_SETTINGS = [
  {
    universityId: 1,
    groupId: null,
    primaryColor: '#FF5100',
    titles: titles(
      'Real students, real answers. Ask about courses, accommodation, fees and life in Bristol.',
      { ambassadors: 8, conversations: 1240, countries: 34 },
    ),
    filters: universityFilters,
  },
  {
    universityId: 2,
    groupId: null,
    primaryColor: '#1D4ED8',
    titles: titles(
      'Talk to students and staff at Demo College about studying and living in Dublin.',
      { ambassadors: 7, conversations: 860, countries: 22 },
    ),
    filters: universityFilters,
  },
  {
    universityId: null,
    groupId: 1,
    primaryColor: '#FF5100',
    titles: titles(
      'Students from Demo University and Demo College answer your questions about university life.',
      { ambassadors: 15, conversations: 2100, countries: 41 },
    ),
    filters: groupFilters,
  },
].map((row) => ({
  ...row,
  // The university's own legal pages, linked from the sign-up consent (the web app's keys).
  settings: legalPagesOf(
    row.universityId === 2 ? 'https://college.demo.test' : 'https://university.demo.test',
  ),
  permissions,
  showNumberLikesViews: true,
  contentTypes: [],
  abTesting: [...abTesting],
  prefilterItems: [],
}));

/** Community spaces, one default per university. */
export const DEMO_SPACES = [
  {
    universityId: 1,
    name: 'Welcome to Demo University',
    description:
      'The home of our community: meet other offer-holders, ask current students anything and get ready for welcome week.',
    isDefault: true,
  },
  {
    universityId: 2,
    name: 'Demo College Community',
    description:
      'Say hello to future classmates, find flatmates and get tips on moving to Dublin from students who have done it.',
    isDefault: true,
  },
];

/** Optional registration questions and one experience question of university 1. */
export const DEMO_QUESTIONS = [
  {
    key: 'study_level',
    order: 1,
    kind: 'optional',
    question: 'Which level of study are you interested in?',
    answerType: 'select',
    predefinedAnswers: [
      'Undergraduate',
      'Postgraduate taught',
      'Postgraduate research',
      'Foundation',
    ],
    isRequired: false,
  },
  {
    key: 'start_date',
    order: 2,
    kind: 'optional',
    question: 'When are you hoping to start?',
    answerType: 'select',
    predefinedAnswers: ['September 2026', 'January 2027', 'September 2027', 'Not sure yet'],
    isRequired: false,
  },
  {
    key: 'chat_helpful',
    order: 1,
    kind: 'experience',
    question: 'How helpful was your conversation with our students?',
    answerType: 'rating',
    predefinedAnswers: ['1', '2', '3', '4', '5'],
    isRequired: false,
  },
] as const;

/** prospect@demo.test's answers to the optional questions. */
export const DEMO_PROSPECT_ANSWERS: Record<string, string> = {
  study_level: 'Undergraduate',
  start_date: 'September 2026',
};

/** The ambassador access code of Demo University (CONTRACT §7), published like the password. */
export const DEMO_ACCESS_CODE = 'DEMO-ACCESS';
