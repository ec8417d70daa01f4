import type { PaletteName, SceneName } from './images/render';

/** A demo post: written by `author` (a DemoPerson key), illustrated by a generated scene. */
export interface DemoPost {
  author: string;
  caption: string;
  scene: SceneName;
  palette: PaletteName;
  alt: string;
  /** How long ago it was shared, in hours. */
  hoursAgo: number;
  likes: number;
  views: number;
  shares: number;
}

/** 14 posts; the university is the author's. Newest first is the feed order, not this order. */
export const DEMO_POSTS: DemoPost[] = [
  {
    author: 'amara',
    caption:
      "First Algorithms lecture of term and our lecturer opened with a card trick to explain sorting 🃏 Best 9am I've had. If you think Computer Science is all theory: we spent the second hour writing our own merge sort in pairs.",
    scene: 'lecture',
    palette: 'lecture',
    alt: 'A tiered lecture theatre facing a projected slide with a bar chart',
    hoursAgo: 20,
    likes: 48,
    views: 612,
    shares: 5,
  },
  {
    author: 'priya',
    caption:
      "Exam season survival kit: third floor of the Arts Library, the window seat on the left, a flask of chai and a 50-minute timer. The silent floors fill up by 10am in May, so get there early! Where's your study spot going to be? 📚",
    scene: 'library',
    palette: 'library',
    alt: 'Bookcases either side of a tall arched window with a reading lamp on a table',
    hoursAgo: 70,
    likes: 73,
    views: 980,
    shares: 9,
  },
  {
    author: 'mateo',
    caption:
      "Formula Student update: the suspension test rig works! 🏎️ Six months of CAD, machining and far too much pizza. First-years can join in welcome week, no experience needed; we'll teach you to use the workshop safely.",
    scene: 'lab',
    palette: 'mint',
    alt: 'A workshop bench with flasks and beakers of coloured liquid in front of a window',
    hoursAgo: 118,
    likes: 35,
    views: 420,
    shares: 2,
  },
  {
    author: 'chloe',
    caption:
      'Autumn on the Downs never gets old 🍂 Took my flatmates on a Sunday walk after a heavy week of stats. Twenty minutes from halls and it feels like countryside. Tip for freshers: the wellbeing team runs free walking groups every Wednesday.',
    scene: 'park',
    palette: 'autumn',
    alt: 'An autumn park with orange trees, a winding path and a bench',
    hoursAgo: 160,
    likes: 91,
    views: 1204,
    shares: 11,
  },
  {
    author: 'wei',
    caption:
      'Consultancy project mode: building a demand forecast for a local bakery chain. Real data, real client meetings, and on Friday we present to their operations director. The MSc is fast, but moments like this make it worth it 📊',
    scene: 'desk',
    palette: 'oak',
    alt: 'A desk seen from above with a laptop, a notebook, a coffee and a plant',
    hoursAgo: 212,
    likes: 27,
    views: 388,
    shares: 3,
  },
  {
    author: 'aisha',
    caption:
      "My first moot in a real courtroom felt like stepping into a TV drama 😅 We lost on the second ground of appeal, but the judge's feedback was gold. Mooting is open to first-years from January: sign up!",
    scene: 'campus',
    palette: 'goldenHour',
    alt: 'A red-brick university building with a clock tower at golden hour',
    hoursAgo: 260,
    likes: 54,
    views: 701,
    shares: 4,
  },
  {
    author: 'jonas',
    caption:
      'Two years ago I threw my cap in the air on the front lawn 🎓 Today I work in renewable-energy investment and still use second-year econometrics every week. Ask me anything about placements and graduate jobs!',
    scene: 'graduation',
    palette: 'celebration',
    alt: 'Graduation caps thrown into a blue sky full of confetti',
    hoursAgo: 330,
    likes: 112,
    views: 1530,
    shares: 14,
  },
  {
    author: 'naledi',
    caption:
      "Arrivals weekend is coming! 💛 Our team meets international students at the coach station from 7am to 11pm on the Friday, Saturday and Sunday before welcome week and gets you to your halls. Bring your passport, your visa and your accommodation email; we'll handle the rest.",
    scene: 'city',
    palette: 'nightBlue',
    alt: 'A city skyline at night with lit windows reflected in a river',
    hoursAgo: 400,
    likes: 66,
    views: 890,
    shares: 21,
  },
  {
    author: 'amara',
    caption:
      "Freshers' Fair night was unreal 🎶 Over 300 societies, a silent disco, and the Afrobeats Society owned the dance floor. Nervous about making friends? Sign up to three random societies in week one. Trust me.",
    scene: 'stage',
    palette: 'festival',
    alt: 'Coloured stage lights shining over a crowd at a concert',
    hoursAgo: 480,
    likes: 128,
    views: 1710,
    shares: 17,
  },
  {
    author: 'ciaran',
    caption:
      'Sunday reset: DART out to Howth, the cliff walk, chips on the pier 🌊 Forty minutes from campus and you are on the Irish Sea. My non-negotiable before deadline week.',
    scene: 'coast',
    palette: 'ocean',
    alt: 'Green sea cliffs with a red-and-white lighthouse above the waves',
    hoursAgo: 44,
    likes: 61,
    views: 740,
    shares: 6,
  },
  {
    author: 'leila',
    caption:
      'Site visit for our housing studio: a morning sketching Georgian doorways on Merrion Square ✏️ Next week we present our infill designs. Architecture at Demo College means lots of walking, lots of coffee and lots of drawing.',
    scene: 'campus',
    palette: 'springMorning',
    alt: 'A college building with a clock tower on a bright spring morning',
    hoursAgo: 140,
    likes: 39,
    views: 515,
    shares: 3,
  },
  {
    author: 'kwame',
    caption:
      'Final-year design project crunch 🏗️ Our team is designing a pedestrian bridge over the Liffey (on paper, for now). The engineering library is open until midnight in exam season and the 24-hour study room has saved me more than once.',
    scene: 'library',
    palette: 'library',
    alt: 'A quiet library with full bookcases and a lamp on a reading table',
    hoursAgo: 236,
    likes: 44,
    views: 603,
    shares: 2,
  },
  {
    author: 'gabriel',
    caption:
      "First month in Dublin ✅ Found the best Saturday food market (the Brazilian stall has pão de queijo!), made friends at the game jam and finally worked out the Leap card. If you're coming next year: it gets easier so fast.",
    scene: 'market',
    palette: 'harbour',
    alt: 'Market stalls with striped awnings and bunting on a sunny day',
    hoursAgo: 300,
    likes: 82,
    views: 1022,
    shares: 8,
  },
  {
    author: 'fiona',
    caption:
      'Residence applications for next year open on 1 March 🏡 On-campus rooms go quickly, so have your student number ready. We run virtual room tours every Tuesday at 5pm; drop in with your questions!',
    scene: 'park',
    palette: 'meadow',
    alt: 'A green park with trees and a bench by a winding path',
    hoursAgo: 520,
    likes: 23,
    views: 476,
    shares: 12,
  },
];
