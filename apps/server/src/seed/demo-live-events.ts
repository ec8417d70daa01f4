import { DEMO_VIDEO_KEY } from './seed-video';
import type { DemoMessage } from './demo-conversations';
import type { PaletteName, SceneName } from './images/render';

/** A demo live event of university 1 with its people and the messages of its two chats. */
export interface DemoLiveEvent {
  name: string;
  slug: string;
  status: 'upcoming' | 'inProgress' | 'onDemand';
  description: string;
  /** Start and end relative to seeding time, in minutes (negative = in the past). */
  startsInMinutes: number;
  durationMinutes: number;
  scene: SceneName;
  palette: PaletteName;
  isPromote: boolean;
  speakerCode: string;
  speakers: string[];
  ambassadors: string[];
  /** Prospects registered; `watched` ones also played the stream. */
  registered: { who: string; watched: boolean }[];
  liveChat: DemoMessage[];
  speakersChat: DemoMessage[];
  /** On-demand recording's Storage key (no file is generated; see the seed notes). */
  videoKey?: string;
}

const DAY = 24 * 60;

/** One upcoming, one in progress and one on demand (CONTRACT §7). */
export const DEMO_LIVE_EVENTS: DemoLiveEvent[] = [
  {
    name: 'Virtual Open Day: Life at Demo University',
    slug: 'virtual-open-day',
    status: 'upcoming',
    description:
      'Join our student panel live from campus: a tour of halls, the library and the Students’ Union, followed by an open Q&A about courses, accommodation, fees and student life. Bring your questions!',
    startsInMinutes: 10 * DAY + 9 * 60,
    durationMinutes: 90,
    scene: 'campus',
    palette: 'brand',
    isPromote: true,
    speakerCode: 'OPENDAY-2026',
    speakers: ['speaker'],
    ambassadors: ['amara', 'chloe', 'priya'],
    registered: [
      { who: 'sofia', watched: false },
      { who: 'lina', watched: false },
    ],
    liveChat: [],
    speakersChat: [
      {
        from: 'speaker',
        text: 'Run-through on the Monday before at 4pm. Amara, could you open with your first-week story?',
      },
      { from: 'amara', text: "Happy to! I'll keep it to two minutes." },
    ],
  },
  {
    name: 'Engineering Taster Lecture: How Bridges Stand Up',
    slug: 'engineering-taster-lecture',
    status: 'inProgress',
    description:
      'A 60-minute taster lecture from the School of Engineering: loads, forces and why some bridges sway. No prior physics beyond school level needed. Ambassadors answer questions in the live chat throughout.',
    startsInMinutes: -20,
    durationMinutes: 60,
    scene: 'lecture',
    palette: 'lecture',
    isPromote: false,
    speakerCode: 'DEMO-SPEAKER',
    speakers: ['speaker'],
    ambassadors: ['mateo'],
    registered: [
      { who: 'sofia', watched: true },
      { who: 'noah', watched: true },
      { who: 'arjun', watched: true },
    ],
    liveChat: [
      {
        from: 'mateo',
        text: "Hi everyone! I'm Mateo, third-year Mechanical Engineering. Drop your questions here while you watch 👋",
        pinned: true,
      },
      { from: 'noah', text: 'Is this the kind of content we would cover in first year?' },
      {
        from: 'mateo',
        text: 'Yes: statics and structures are in the first term, and you build and test a small truss bridge in the lab in week eight.',
        replyTo: 1,
      },
      { from: 'arjun', text: 'Can you switch from Civil to Mechanical after first year?' },
      {
        from: 'mateo',
        text: 'Usually, yes. First year is shared across the engineering degrees, so switching at the end of it is common.',
        replyTo: 3,
      },
    ],
    speakersChat: [
      {
        from: 'speaker',
        text: 'Stream looks good from here. Slides are a little small; I will zoom in for the diagrams.',
      },
      {
        from: 'mateo',
        text: 'Chat is busy! I will collect the best questions for the Q&A at the end.',
      },
    ],
  },
  {
    name: 'Student Finance & Scholarships Explained',
    slug: 'student-finance-explained',
    status: 'onDemand',
    description:
      'Watch the recording of our finance webinar: tuition fees, living costs in Bristol, budgeting tips from students, and how to find and apply for scholarships.',
    startsInMinutes: -21 * DAY,
    durationMinutes: 60,
    scene: 'desk',
    palette: 'oak',
    isPromote: false,
    speakerCode: 'FINANCE-REPLAY',
    speakers: ['speaker'],
    ambassadors: ['naledi', 'wei'],
    registered: [
      { who: 'noah', watched: true },
      { who: 'lina', watched: true },
    ],
    liveChat: [
      { from: 'lina', text: 'Do scholarships cover living costs or only tuition?' },
      {
        from: 'naledi',
        text: 'Most of ours are tuition discounts, but a few include a living-cost bursary. The scholarships page lets you filter by that.',
        replyTo: 0,
      },
      {
        from: 'wei',
        text: "And budget for about £1,100 a month for everything else; I'll share my spreadsheet in the group chat!",
      },
    ],
    speakersChat: [],
    videoKey: DEMO_VIDEO_KEY,
  },
];
