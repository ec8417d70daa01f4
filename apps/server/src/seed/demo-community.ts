import { DIALOG_TYPES } from '@quad/shared/contracts/dialogs';
import type { DemoConversation } from './demo-conversations';

/** A public room of a university's default community space, optionally about a subject. */
export interface DemoRoom extends DemoConversation {
  /** Exact name in `@quad/shared/data/subjects`, or null for a general room. */
  subject: string | null;
}

/** Demo prospects who take part in the community, with the subjects they follow. */
export const DEMO_COMMUNITY_FOLLOWERS: { who: string; subjects: string[] }[] = [
  { who: 'noah', subjects: ['Mechanical Engineering', 'Computer Science'] },
  { who: 'lina', subjects: ['Business Management'] },
];

/** Rooms of the two demo spaces, so the community is not empty on first start. */
export const DEMO_ROOMS: DemoRoom[] = [
  {
    type: DIALOG_TYPES.groupChat,
    universityId: 1,
    subject: null,
    name: 'General',
    description:
      'Introduce yourself, ask anything that does not fit elsewhere and meet the people starting with you.',
    color: '#FF5100',
    members: ['amara', 'priya', 'naledi', 'sofia', 'noah', 'lina'],
    startedHoursAgo: 72,
    minutesApart: 47,
    messages: [
      {
        from: 'naledi',
        text: "Welcome to the Demo University community! 🎉 I'm Naledi from the admissions team. Say hello, tell us where you're joining from, and our student ambassadors will help with anything you're wondering about.",
        pinned: true,
      },
      {
        from: 'sofia',
        text: "Hola! I'm Sofia from Valencia, holding an offer for Computer Science. A bit nervous about moving so far, but excited!",
      },
      {
        from: 'amara',
        text: 'Welcome Sofia! I moved from Lagos for CS two years ago; the first month flies by. Come and find us at the Women in Tech stall at the welcome fair 💜',
        replyTo: 1,
      },
      {
        from: 'noah',
        text: 'Hi all, Noah from Seoul. Mechanical Engineering, hopefully! Does anyone know when accommodation offers come out?',
      },
      {
        from: 'priya',
        text: 'Usually mid-July once you firm your offer. Keep an eye on your university email rather than the applicant portal, that is where the contract arrives.',
        replyTo: 3,
      },
      {
        from: 'lina',
        text: 'Guten Tag from Hamburg! Is there a group for people arriving early for the international welcome week?',
      },
      {
        from: 'naledi',
        text: 'Yes! International welcome week starts on the Monday before freshers. We will open a room for it in August, and the airport meet-and-greet booking goes live at the same time.',
        replyTo: 5,
      },
    ],
  },
  {
    type: DIALOG_TYPES.groupChat,
    universityId: 1,
    subject: 'Mechanical Engineering',
    name: 'Engineering',
    description:
      'Mechanical, civil, electrical and everything in between: modules, labs, the maths and the Formula Student team.',
    color: '#2A9D8F',
    members: ['mateo', 'amara', 'noah'],
    startedHoursAgo: 50,
    minutesApart: 55,
    messages: [
      {
        from: 'mateo',
        text: "Hey engineers 👋 I'm Mateo, third-year Mechanical. Ask me about first-year modules, the workshop induction or Formula Student!",
        pinned: true,
      },
      {
        from: 'noah',
        text: 'How heavy is the maths in first year? I did A-level Maths but not Further Maths.',
      },
      {
        from: 'mateo',
        text: "You'll be fine. The first term has an engineering maths module that covers the Further Maths bits you need, plus weekly problem classes. Plenty of my coursemates hadn't done Further Maths either.",
        replyTo: 1,
      },
      {
        from: 'noah',
        text: 'That is a relief, thanks! Can first-years join Formula Student?',
      },
      {
        from: 'mateo',
        text: 'Definitely. First-years usually start in the composites or marketing sub-teams and move to design work in second year. Sign-ups are at the welcome fair.',
        replyTo: 3,
      },
    ],
  },
  {
    type: DIALOG_TYPES.groupChat,
    universityId: 1,
    subject: 'Business Management',
    name: 'Business & Management',
    description:
      'Business, management, economics and analytics: placements, group projects, societies and careers.',
    color: '#264653',
    members: ['wei', 'jonas', 'lina'],
    startedHoursAgo: 40,
    minutesApart: 62,
    messages: [
      {
        from: 'wei',
        text: "Hi everyone, I'm Wei (Business Analytics, year 2). Happy to talk about the course, the placement year or the Consulting Society.",
        pinned: true,
      },
      {
        from: 'lina',
        text: 'How does the placement year work? Do you have to find the company yourself?',
      },
      {
        from: 'jonas',
        text: "You apply yourself, but you're not alone: the placements team runs CV clinics and mock interviews from October of second year. I did mine at a consultancy in London and it got me my graduate job.",
        replyTo: 1,
      },
      {
        from: 'wei',
        text: 'And there is a placements fair every November with 60+ employers. Start looking early, the big schemes close before Christmas!',
        replyTo: 1,
      },
    ],
  },
  {
    type: DIALOG_TYPES.groupChat,
    universityId: 1,
    subject: null,
    name: 'Accommodation & city life',
    description:
      'Halls, private renting, getting around Bristol, part-time jobs and where to find the best food.',
    color: '#E9C46A',
    members: ['chloe', 'aisha', 'sofia', 'noah'],
    startedHoursAgo: 30,
    minutesApart: 41,
    messages: [
      {
        from: 'chloe',
        text: "Hi! I'm Chloe, second-year Psychology. I lived in Northfield Halls last year and now rent in Cotham. Ask away about halls, bills or the bus pass.",
        pinned: true,
      },
      {
        from: 'sofia',
        text: 'Are catered halls worth it? I can cook a little, but not much 😅',
      },
      {
        from: 'chloe',
        text: 'Catered is great if you want to meet people quickly: everyone eats together. Self-catered kitchens are social too, and you will learn to cook fast. Both are fine!',
        replyTo: 1,
      },
      {
        from: 'aisha',
        text: 'Top tip: get the student bus pass in September, it pays for itself in about six weeks. And the Saturday market on the harbourside is the best cheap lunch in the city.',
      },
      {
        from: 'noah',
        text: 'Is it easy to find a part-time job alongside studying?',
      },
      {
        from: 'aisha',
        text: 'Yes, the Students’ Union job shop lists campus jobs (library, cafés, open days). The university recommends up to 15 hours a week during term.',
        replyTo: 4,
      },
    ],
  },
  {
    type: DIALOG_TYPES.groupChat,
    universityId: 2,
    subject: null,
    name: 'General',
    description: 'Say hello to future classmates and ask our students anything about Demo College.',
    color: '#1D3C6E',
    members: ['fiona', 'ciaran', 'leila'],
    startedHoursAgo: 60,
    minutesApart: 70,
    messages: [
      {
        from: 'fiona',
        text: "Fáilte! Welcome to the Demo College community. I'm Fiona from the student life team; our ambassadors and I check in here every day.",
        pinned: true,
      },
      {
        from: 'ciaran',
        text: "Hi all, Ciarán here, final-year History. If you're wondering what a week of seminars actually looks like, just ask!",
      },
      {
        from: 'leila',
        text: 'And Leila from Architecture 👋 Studio culture questions welcome, I promise we do sleep sometimes.',
      },
    ],
  },
  {
    type: DIALOG_TYPES.groupChat,
    universityId: 2,
    subject: null,
    name: 'Accommodation & city life',
    description: 'Finding a place in Dublin, getting around, and making the most of the city.',
    color: '#E76F51',
    members: ['kwame', 'yuki', 'emily'],
    startedHoursAgo: 36,
    minutesApart: 58,
    messages: [
      {
        from: 'kwame',
        text: "Hey! Kwame, Civil Engineering. Dublin rents move fast, so my advice is to apply for campus accommodation as soon as it opens and keep a backup on the college's digs list.",
        pinned: true,
      },
      {
        from: 'yuki',
        text: 'The Leap card is a must: student fares on buses, the Luas and the DART. Get the student version with your college ID at the start of term.',
      },
      {
        from: 'emily',
        text: "And don't miss the free walking tour in freshers' week, it is the best way to learn the city!",
      },
    ],
  },
];
