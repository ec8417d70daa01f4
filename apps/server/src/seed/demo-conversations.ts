import { DIALOG_TYPES, type DialogType } from '@quad/shared/contracts/dialogs';

/** One demo message; `from` is a DemoPerson key, `replyTo` the index of an earlier message. */
export interface DemoMessage {
  from: string;
  text: string;
  replyTo?: number;
  pinned?: boolean;
}

/** A demo dialog with its members and messages, spaced `minutesApart` from `startedHoursAgo`. */
export interface DemoConversation {
  type: DialogType;
  universityId: number;
  name: string | null;
  description: string;
  color: string | null;
  members: string[];
  messages: DemoMessage[];
  startedHoursAgo: number;
  minutesApart: number;
}

/** The three group chats (type 4). */
export const DEMO_GROUP_CHATS: DemoConversation[] = [
  {
    type: DIALOG_TYPES.groupChat,
    universityId: 1,
    name: 'Computer Science Applicants 2026',
    description:
      'Thinking about Computer Science or Software Engineering? Chat with current students about modules, coding experience, laptops and life in the School of Computing.',
    color: '#FF5100',
    members: ['amara', 'wei', 'sofia', 'noah', 'arjun'],
    startedHoursAgo: 96,
    minutesApart: 38,
    messages: [
      {
        from: 'amara',
        text: "Welcome everyone! 👋 I'm Amara, second-year CS. Ask us anything: modules, coding experience, laptops, societies.",
        pinned: true,
      },
      {
        from: 'noah',
        text: "Hi! Do I need to know programming before I start? I've only done a bit of Python at school.",
      },
      {
        from: 'amara',
        text: 'Honestly, no. The first term starts from zero with Python and there are drop-in help sessions twice a week. About a third of my year had never coded before.',
        replyTo: 1,
      },
      { from: 'sofia', text: 'What laptop would you recommend? Is a MacBook OK?' },
      {
        from: 'amara',
        text: "Any laptop from the last few years is fine: Mac, Windows or Linux. Heavy work runs on the lab machines or the university's cloud servers, so you don't need anything powerful.",
        replyTo: 3,
      },
      { from: 'arjun', text: 'Is there an industrial placement option?' },
      {
        from: 'wei',
        text: 'Yes, you can add a placement year between years 2 and 3. The careers team runs a placement fair every October, and lots of CS students go to fintech and games companies in Bristol and London.',
        replyTo: 5,
      },
    ],
  },
  {
    type: DIALOG_TYPES.groupChat,
    universityId: 1,
    name: 'International Students Hub',
    description:
      'For everyone moving to Bristol from abroad: visas, arriving, banking, homesickness and the best places to find food from home.',
    color: '#2A9D8F',
    members: ['naledi', 'aisha', 'priya', 'sofia', 'lina', 'arjun'],
    startedHoursAgo: 150,
    minutesApart: 55,
    messages: [
      {
        from: 'naledi',
        text: "Hello and welcome! I'm Naledi from the International Student Advice team. Post your questions here any time; no question is too small.",
        pinned: true,
      },
      { from: 'lina', text: "When should I apply for my visa? I've just accepted my offer 🎉" },
      {
        from: 'naledi',
        text: 'Congratulations! You can apply up to six months before your course starts, once you have your CAS. We send CAS numbers from June for September starters.',
        replyTo: 1,
      },
      { from: 'arjun', text: 'Is it easy to find Indian groceries near campus?' },
      {
        from: 'priya',
        text: 'Very! There are three Indian grocers on Gloucester Road, ten minutes from the main halls, and the Indian Society Diwali dinner is worth the ticket alone 🪔',
        replyTo: 3,
      },
      {
        from: 'aisha',
        text: "Same for halal food: I'll share a map of my favourite places here once term starts 😊",
      },
    ],
  },
  {
    type: DIALOG_TYPES.groupChat,
    universityId: 2,
    name: 'Dublin Life & Accommodation',
    description:
      'Everything about living in Dublin: residences, renting, getting around and making the city feel like home.',
    color: '#1D4ED8',
    members: ['fiona', 'leila', 'gabriel', 'noah', 'lina'],
    startedHoursAgo: 72,
    minutesApart: 47,
    messages: [
      {
        from: 'fiona',
        text: 'Hi all, Fiona from the Accommodation Office here. Ask me about residences, renting privately or our digs scheme.',
        pinned: true,
      },
      { from: 'lina', text: 'How early should I start looking for private accommodation?' },
      {
        from: 'fiona',
        text: "For September, start seriously in June, and never pay a deposit before you've viewed the place in person or on a live video call. We'll check a lease for you for free.",
        replyTo: 1,
      },
      {
        from: 'gabriel',
        text: "I'm in the on-campus residences and it's been great for meeting people. There are six of us in my flat and we do a shared dinner every Sunday.",
      },
      { from: 'noah', text: 'Is a Leap card worth it?' },
      {
        from: 'leila',
        text: 'Definitely. Get the Student Leap card in your first week: it cuts bus, Luas and DART fares and caps what you pay each day.',
        replyTo: 4,
      },
    ],
  },
];

/** The forum (type 7): open questions with threaded answers. */
export const DEMO_FORUM: DemoConversation = {
  type: DIALOG_TYPES.forum,
  universityId: 1,
  name: 'Open Day Q&A',
  description:
    'Coming to an Open Day or just curious? Ask anything and our student ambassadors will jump in.',
  color: '#7C3AED',
  members: ['chloe', 'mateo', 'priya', 'amara', 'sofia', 'noah', 'lina'],
  startedHoursAgo: 200,
  minutesApart: 90,
  messages: [
    { from: 'lina', text: "Is the Open Day worth it if I'm already fairly sure about Demo?" },
    {
      from: 'chloe',
      text: 'Yes! Walk around the halls and the city; that is what sealed it for me. The subject talks also explain how the course is actually assessed.',
      replyTo: 0,
    },
    { from: 'noah', text: 'How long does it take to walk from the main halls to campus?' },
    {
      from: 'mateo',
      text: 'From Stoke Bishop it is about 25 minutes on foot, or 10 on the university bus, which runs every 8 minutes at peak times.',
      replyTo: 2,
    },
    { from: 'sofia', text: 'Can we sit in on a lecture during the Open Day?' },
    {
      from: 'priya',
      text: 'There are taster lectures every hour in the main building; the schedule is on the Open Day page. The 11:00 Medicine one fills up fast!',
      replyTo: 4,
    },
    {
      from: 'amara',
      text: 'Tip: wear comfy shoes, bring a water bottle and come and find the ambassador stand in the Students’ Union. We have free tote bags 👜',
    },
  ],
};

/** The one-to-one chat between prospect@demo.test and ambassador@demo.test. */
export const DEMO_INDIVIDUAL_CHAT: DemoConversation = {
  type: DIALOG_TYPES.individual,
  universityId: 1,
  name: null,
  description: '',
  color: null,
  members: ['sofia', 'amara'],
  startedHoursAgo: 26,
  minutesApart: 11,
  messages: [
    {
      from: 'sofia',
      text: "Hi Amara! I'm Sofia from Madrid. I have an offer for Computer Science and I'm deciding between Demo and two other universities. Could I ask you a few questions?",
    },
    { from: 'amara', text: 'Hi Sofia, congratulations on your offer! 🎉 Of course, ask away.' },
    {
      from: 'sofia',
      text: "What's the workload like in first year? I'm a bit worried about keeping up with the maths.",
    },
    {
      from: 'amara',
      text: "It's busy but manageable: around 14 hours of lectures and labs a week plus coursework. The maths module goes at a steady pace and the maths support centre has drop-ins every weekday. I went twice a week in my first term and it made a huge difference.",
    },
    {
      from: 'sofia',
      text: "That's reassuring. Is it easy to make friends if you're not from the UK?",
    },
    {
      from: 'amara',
      text: 'Really easy if you say yes to things! Your lab group become your first friends, and societies run loads of socials in welcome week. The Spanish Society is big too, for when you miss home 😊',
    },
    {
      from: 'sofia',
      text: 'Thank you so much, this helps a lot. I might join the virtual open day too.',
    },
    {
      from: 'amara',
      text: "Do! I'm on the student panel. See you there, and message me any time.",
    },
  ],
};
