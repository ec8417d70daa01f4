// Business constants and limits of spec §9; the server and the web app both read them from here.

export const DEFAULT_PRIMARY_COLOR = '#FF5100';

export const TOAST = { position: 'top-right', autoDismissMs: 5000, widthPx: 320 } as const;

/** How many items each home section shows. Group chats are not in the spec: 4, like the other rails. */
export const HOME_LIMITS = {
  users: 4,
  posts: 4,
  faqs: 5,
  liveStreams: 4,
  forum: 5,
  groupChats: 4,
} as const;

export const DEFAULT_LIST_LIMIT = 10;
export const MAX_LIST_LIMIT = 50;
export const FAQ_PAGE_SIZE = 10;
export const MESSAGE_PAGE_SIZE = 50;
export const SUBJECT_PAGE_SIZE = 50;

export const MAX_SEARCH_TERMS = 10;
export const MAX_PREFILTER_ITEMS = 10;
export const SEARCH_TERMS_MESSAGE = 'You can use up to 10 search terms at the same time.';
/** Spec §5 only says the same limit applies to prefilter items; the wording mirrors the search one. */
export const PREFILTER_ITEMS_MESSAGE = 'You can use up to 10 prefilter items at the same time.';

export const MOBILE_BREAKPOINT_PX = 750;

export const THROTTLE_MS = {
  messageRefetch: 5000,
  messageRefetchDeferred: 7000,
  dialogList: 20000,
  dialogListDeferred: 21000,
} as const;

export const CONTENT_REFRESH_MS = 60000;
export const LINK_COPIED_MS = 4000;
export const SSO_POPUP_SIZE = { width: 400, height: 500 } as const;

export const AVATAR_PALETTE = ['#464d60', '#4f608f', '#c44c4c', '#1fa14f', '#824ca1'] as const;
export const DEFAULT_AVATAR_COLOR = '#4f608f';

export const CHAT_SCROLL_TOLERANCE_PX = 6;
export const CHUNK_LOAD_TIMEOUT_MS = 120000;
export const DEFAULT_NATIONALITY_ID = 41;

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;
/** The largest live event recording the console uploads (MP4 or WebM). */
export const RECORDING_MAX_BYTES = 2 * 1024 * 1024 * 1024;

/** The largest id a PostgreSQL `integer` column holds. */
export const MAX_ID = 2147483647;

/** ISO 639-1 codes of the interface languages, English first. */
// prettier-ignore
export const SUPPORTED_LANGUAGES = [
  'en', 'ar', 'bg', 'bn', 'bs', 'ca', 'cs', 'cy', 'da', 'de',
  'el', 'es', 'et', 'fa', 'fi', 'fr', 'ga', 'gu', 'he', 'hi',
  'hr', 'hu', 'hy', 'id', 'is', 'it', 'ja', 'ka', 'kk', 'km',
  'ko', 'lt', 'lv', 'mk', 'ml', 'mn', 'ms', 'mt', 'nl', 'no',
  'pa', 'pl', 'pt', 'ro', 'ru', 'sk', 'sl', 'sq', 'sr', 'sv',
  'sw', 'ta', 'th', 'tr', 'uk', 'ur', 'vi', 'zh',
] as const;

export type SupportedLanguage = (typeof SUPPORTED_LANGUAGES)[number];

export const MOBILE_USER_AGENT_PATTERN = /Android|webOS|iPhone|iPad|iPod|BlackBerry|Windows Phone/i;
