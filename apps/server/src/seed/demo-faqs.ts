/** A demo FAQ with answers by ambassadors (DemoPerson keys). */
export interface DemoFaq {
  universityId: number;
  question: string;
  views: number;
  answers: { author: string; text: string; likes: number }[];
}

/** 12 FAQs with 1–3 answers each, from different ambassadors. */
export const DEMO_FAQS: DemoFaq[] = [
  {
    universityId: 1,
    question: 'How do I apply for an undergraduate course?',
    views: 1840,
    answers: [
      {
        author: 'naledi',
        text: 'Undergraduate applications go through UCAS. You can list up to five choices and write one personal statement for all of them. Most courses use the January equal-consideration deadline; Medicine and a few others close in mid-October. International applicants apply the same way, and our team can check your documents before you submit.',
        likes: 34,
      },
      {
        author: 'chloe',
        text: 'From someone who did it recently: start your personal statement over the summer and get two people to read it. Talk about what you have done beyond the syllabus (a book, a project, a job) and why it made you want the subject. Admissions tutors can tell when it is genuine!',
        likes: 21,
      },
    ],
  },
  {
    universityId: 1,
    question: 'Is first-year accommodation guaranteed?',
    views: 2210,
    answers: [
      {
        author: 'chloe',
        text: 'Yes, if Demo is your firm choice and you apply for halls by the 30 June deadline, you are guaranteed a room in university accommodation for your first year. You can rank your preferences: catered or self-catered, en-suite or shared bathroom, and price band.',
        likes: 40,
      },
      {
        author: 'priya',
        text: 'I picked a catered hall in first year and loved it: dinner with the same people every night is the fastest way to make friends. From second year most of us rent houses together in Redland or Cotham, and the accommodation office runs house-hunting talks in January.',
        likes: 18,
      },
    ],
  },
  {
    universityId: 1,
    question: 'How much are tuition fees for international students, and are there scholarships?',
    views: 1675,
    answers: [
      {
        author: 'naledi',
        text: 'International fees depend on the course: classroom-based degrees are lower than lab-based or clinical ones, and each course page lists the exact fee for your year of entry. Fees are fixed for the length of your degree, so there are no surprises in later years.',
        likes: 29,
      },
      {
        author: 'wei',
        text: 'I have the Global Leaders scholarship, which took £5,000 off my first-year fee. You are considered automatically once you hold an offer for most of them; a few need a short essay. Check the scholarships page early, because some close in March.',
        likes: 25,
      },
    ],
  },
  {
    universityId: 1,
    question: 'What societies can I join, and how do I find my people?',
    views: 1320,
    answers: [
      {
        author: 'amara',
        text: "There are over 300 societies: sports, culture, faith, politics, volunteering and some gloriously niche ones (there's a Cheese Society). The Freshers' Fair in welcome week is where you sign up, and most societies let you try a few sessions before paying.",
        likes: 31,
      },
      {
        author: 'mateo',
        text: 'Join at least one society outside your comfort zone. I joined climbing on a whim and now those are my closest friends. Memberships are usually £5–£15 a year.',
        likes: 17,
      },
      {
        author: 'aisha',
        text: 'The cultural and faith societies are brilliant if you are far from home: the Islamic Society runs iftars every evening in Ramadan and the Malaysian Society does a huge Hari Raya dinner.',
        likes: 12,
      },
    ],
  },
  {
    universityId: 1,
    question: 'What do I need for a UK Student visa?',
    views: 1990,
    answers: [
      {
        author: 'naledi',
        text: 'You need an unconditional offer and a Confirmation of Acceptance for Studies (CAS) from us, your passport, proof that you can pay your fees and living costs, and your English language certificate if your course asks for one. You can apply up to six months before your course starts; decisions usually take about three weeks. Our advisers run free visa webinars every week from June.',
        likes: 44,
      },
      {
        author: 'amara',
        text: 'Top tip: keep your bank statements exactly as the guidance says (the money has to sit in the account for 28 days in a row). I almost got caught out by that. The International Student Advice team checked my documents and it went through with no problems.',
        likes: 19,
      },
    ],
  },
  {
    universityId: 1,
    question: 'Can I work part-time while I study?',
    views: 1104,
    answers: [
      {
        author: 'wei',
        text: 'On a Student visa for a degree-level course you can usually work up to 20 hours a week in term time and full-time in the holidays. I work 10 hours a week as a student ambassador and library assistant, and the university job shop only advertises roles that fit around lectures.',
        likes: 16,
      },
      {
        author: 'mateo',
        text: 'I work Saturday shifts at a climbing wall. Ten hours a week is plenty alongside an engineering degree; much more than that and lab reports start to suffer.',
        likes: 9,
      },
    ],
  },
  {
    universityId: 1,
    question: 'What is teaching like in first year: lectures, seminars, labs?',
    views: 980,
    answers: [
      {
        author: 'amara',
        text: 'In Computer Science I have about 8 hours of lectures, 4 hours of labs and a weekly tutorial with six students and a lecturer. Lectures are recorded, which is great for revision, but the labs are where you really learn.',
        likes: 14,
      },
      {
        author: 'priya',
        text: 'Medicine is more structured: lectures in the morning, then anatomy, clinical skills or small-group case discussions in the afternoon. From the first term you also spend a morning every few weeks with a GP.',
        likes: 11,
      },
    ],
  },
  {
    universityId: 1,
    question: 'What support is there for mental health and wellbeing?',
    views: 870,
    answers: [
      {
        author: 'chloe',
        text: 'Every student has a personal tutor and there is a wellbeing adviser in each school, so there is always someone who knows your course. The Student Wellbeing Service offers free counselling, usually within a week, and the Students’ Union runs a peer-support line every evening (I volunteer on it!).',
        likes: 27,
      },
      {
        author: 'naledi',
        text: 'International students can also book a chat with our advisers about homesickness or money worries. And if you are registered with the campus GP, you can be referred to NHS mental health services for free.',
        likes: 13,
      },
    ],
  },
  {
    universityId: 2,
    question: 'What are the entry requirements for international applicants?',
    views: 1210,
    answers: [
      {
        author: 'kwame',
        text: 'Each course lists accepted qualifications by country; for me the college accepted my WASSCE results with grades in Maths and Physics. If English is not your first language you will need IELTS 6.5 (no band below 6.0) or an equivalent test.',
        likes: 15,
      },
      {
        author: 'leila',
        text: 'For Architecture you also send a portfolio of 10–15 pieces. It does not have to be architecture: sketches, photography and models all count. They want to see how you observe and think.',
        likes: 12,
      },
    ],
  },
  {
    universityId: 2,
    question: 'How does student accommodation work in Dublin, and what does it cost?',
    views: 2380,
    answers: [
      {
        author: 'fiona',
        text: 'You have three options: on-campus residences, purpose-built student accommodation nearby, and digs, where you live with a local family. On-campus rooms are allocated by application in March with priority for first-years from outside Dublin. Prices range from about €650 a month for digs to €1,100 for an en-suite in a residence, bills included.',
        likes: 52,
      },
      {
        author: 'leila',
        text: 'I lived in digs in first year and it was the best decision: my host family taught me the city and the price included dinners on weekdays. Now I share a flat with two friends from my studio.',
        likes: 20,
      },
      {
        author: 'gabriel',
        text: "Whatever you choose, don't send a deposit before you've seen the place, even on a video call. The Accommodation Office will check an ad or a lease for you for free.",
        likes: 24,
      },
    ],
  },
  {
    universityId: 2,
    question: 'Can I do a work placement or study abroad as part of my degree?',
    views: 760,
    answers: [
      {
        author: 'kwame',
        text: 'Most engineering, science and business degrees include an optional six-month placement in third year. The careers team helps with CVs and interviews, and many placements are paid. Mine was with a consultancy working on flood defences.',
        likes: 10,
      },
      {
        author: 'yuki',
        text: 'I did a semester at a partner university in Seoul through Erasmus+ and global exchange. Your fees stay the same and there are grants towards travel. It was the best four months of my degree.',
        likes: 8,
      },
    ],
  },
  {
    universityId: 2,
    question: "What's it like moving to Dublin as an international student?",
    views: 1450,
    answers: [
      {
        author: 'gabriel',
        text: 'Honestly easier than I expected. Orientation week has sessions on opening a bank account, registering your immigration permission and getting a PPS number if you want to work. Get a Student Leap card in week one for cheaper buses, Luas and DART.',
        likes: 18,
      },
      {
        author: 'leila',
        text: 'Dublin is small enough to walk almost everywhere, and people really are friendly. Bring a good rain jacket rather than an umbrella: the wind wins every time!',
        likes: 22,
      },
    ],
  },
];
