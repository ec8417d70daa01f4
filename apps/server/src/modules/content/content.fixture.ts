import { afterAll, beforeAll } from 'vitest';
import { countryByCode } from '@quad/shared/data/countries';
import { SUBJECTS } from '@quad/shared/data/subjects';
import { ROLES } from '@quad/shared/roles';
import type { Db } from '../../core/db/client';
import {
  buildFaq,
  buildGroupChat,
  buildLiveEvent,
  buildPost,
  buildSearchableAmbassador,
} from '../../test/content-factories';
import { buildAccount, buildGroup, buildProspect, buildUniversity } from '../../test/factories';
import { buildTestApp, type TestApp } from '../../test/test-app';

// Test fixture (imported only by *.test.ts): a realistic content world for the content module.

/** The id of a country by ISO code, for readable tests. */
export function countryId(code: string): number {
  const country = countryByCode(code);
  if (!country) throw new Error(`unknown country ${code}`);
  return country.id;
}

/** The id of a subject by exact name. */
export function subjectId(name: string): number {
  const subject = SUBJECTS.find((candidate) => candidate.name === name);
  if (!subject) throw new Error(`unknown subject ${name}`);
  return subject.id;
}

const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000);

/**
 * A group of two universities (A in the UK, B in Ireland) with ambassadors, posts, FAQs, chats
 * and live events, plus university C outside the group with content that must never leak in,
 * and hidden ambassadors and content that must never appear. Each test file builds its own.
 */
export async function buildContentWorld(db: Db) {
  const uniA = await buildUniversity(db, {
    name: 'Northbridge University',
    countryId: countryId('GB'),
  });
  const uniB = await buildUniversity(db, { name: 'Liffey College', countryId: countryId('IE') });
  const uniC = await buildUniversity(db, { name: 'Outsider School', countryId: countryId('FR') });
  const group = await buildGroup(db, [uniA.id, uniB.id], 'Alliance');

  const person = async (
    universityId: number,
    name: string,
    profile: {
      subject?: string;
      country: string;
      type?: 'student' | 'staff' | 'alumni' | 'school_student';
      jobTitle?: string;
      bio?: string;
    },
    account: Record<string, unknown> = {},
  ) =>
    (
      await buildSearchableAmbassador(db, universityId, {
        account: { name, lastName: 'Tester', ...account },
        profile: {
          subjectId: profile.subject ? subjectId(profile.subject) : null,
          countryId: countryId(profile.country),
          profileType: profile.type ?? 'student',
          jobTitle: profile.jobTitle ?? null,
          yearOfStudy: 2,
          bio: profile.bio ?? 'I love it here.',
          languages: ['English'],
          interests: ['Rowing'],
        },
      })
    ).account;

  const amara = await person(
    uniA.id,
    'Amara',
    { subject: 'Computer Science', country: 'NG', bio: 'Studying computers and robots.' },
    { avatarKey: 'avatars/amara.webp' },
  );
  const priya = await person(uniA.id, 'Priya', { subject: 'Medicine', country: 'IN' });
  const james = await person(uniA.id, 'James', {
    country: 'GB',
    type: 'staff',
    jobTitle: 'Admissions officer',
  });
  const olivia = await person(uniA.id, 'Olivia', { subject: 'Law', country: 'GB', type: 'alumni' });
  const lucas = await person(uniA.id, 'Lucas', { subject: 'Computer Science', country: 'FR' });
  const chloe = await person(uniA.id, 'Chloe', { subject: 'Computer Science', country: 'FR' });
  const aoife = await person(uniB.id, 'Aoife', { subject: 'Architecture', country: 'IE' });
  const rafael = await person(uniB.id, 'Rafael', { subject: 'Law', country: 'BR' });
  const niamh = await person(uniB.id, 'Niamh', {
    subject: 'History',
    country: 'IE',
    type: 'school_student',
  });
  const outsider = await person(uniC.id, 'Outsider', {
    subject: 'Computer Science',
    country: 'NG',
  });
  const outsider2 = await person(uniC.id, 'Stranger', { subject: 'Medicine', country: 'IN' });
  const disabled = await person(
    uniA.id,
    'Disabled',
    { subject: 'Computer Science', country: 'NG' },
    { isEnabled: false },
  );
  const deleted = await person(
    uniA.id,
    'Deleted',
    { subject: 'Computer Science', country: 'NG' },
    { deletedAt: new Date() },
  );
  const unpublished = (
    await buildSearchableAmbassador(db, uniA.id, {
      account: { name: 'Hidden' },
      profile: { isPublished: false, countryId: countryId('NG') },
    })
  ).account;

  const post = (
    universityId: number,
    author: { id: number },
    caption: string,
    hours: number,
    extra = {},
  ) =>
    buildPost(db, {
      universityId,
      authorAccountId: author.id,
      caption,
      sharingAt: hoursAgo(hours),
      ...extra,
    });
  const postsA = [
    await post(uniA.id, amara, 'My first hackathon was amazing', 1),
    await post(uniA.id, priya, 'A day on the wards', 2),
    await post(uniA.id, james, 'Open day is coming', 3),
    await post(uniA.id, amara, 'Robots in the lab', 4),
    await post(uniA.id, lucas, 'Studying in the library', 5),
    await post(uniA.id, olivia, 'Moot court final', 6),
  ];
  const postsB = [
    await post(uniB.id, aoife, 'Studio crit week', 1.5),
    await post(uniB.id, rafael, 'Dublin by night', 2.5),
  ];
  const postsC = [await post(uniC.id, outsider, 'Outsider campus tour', 0.5)];
  const hiddenPosts = [
    await post(uniA.id, amara, 'Draft post never shown', 0.1, { isPublished: false }),
    await post(uniA.id, disabled, 'Post by a disabled ambassador', 0.2),
  ];

  const faq = (
    universityId: number,
    question: string,
    answers: { author: { id: number }; text: string; isPublished?: boolean }[],
    extra = {},
  ) =>
    buildFaq(db, {
      universityId,
      question,
      answers: answers.map((a) => ({
        authorAccountId: a.author.id,
        text: a.text,
        isPublished: a.isPublished ?? true,
      })),
      ...extra,
    });
  const faqsA = [
    await faq(uniA.id, 'Do I need to code before starting?', [
      { author: amara, text: 'No, we start from zero.' },
    ]),
    await faq(uniA.id, 'How hard is the first year of medicine?', [
      { author: priya, text: 'Busy but doable.' },
      { author: amara, text: 'Hidden answer', isPublished: false },
      { author: disabled, text: 'Answer by a disabled ambassador' },
    ]),
    await faq(uniA.id, 'Is there a gym?', [{ author: james, text: 'Yes, with a pool.' }]),
    await faq(uniA.id, 'Where do first years live?', [
      { author: lucas, text: 'In halls near the park.' },
    ]),
    await faq(uniA.id, 'Are there study spaces open late?', [
      { author: chloe, text: 'The library is open 24/7.' },
    ]),
    await faq(uniA.id, 'How do placements work?', [
      { author: olivia, text: 'You apply in second year.' },
    ]),
  ];
  const faqsB = [
    await faq(uniB.id, 'What is Dublin like?', [{ author: aoife, text: 'Lively and friendly.' }]),
  ];
  const faqsC = [
    await faq(uniC.id, 'Outsider question?', [{ author: outsider, text: 'Outsider answer.' }]),
  ];
  const hiddenFaq = await faq(uniA.id, 'Unpublished question?', [{ author: amara, text: 'x' }], {
    isPublished: false,
  });

  const prospect = await buildProspect(db, { universityId: uniA.id });
  const member = (account: { id: number; roleKey: string }) => ({
    id: account.id,
    roleKey: account.roleKey,
  });
  const chatsA = [
    await buildGroupChat(db, {
      universityId: uniA.id,
      name: 'Computer Science Applicants',
      description: 'Coding, laptops and modules',
      members: [member(amara), member(lucas), member(prospect)],
    }),
    await buildGroupChat(db, {
      universityId: uniA.id,
      name: 'Medicine Applicants',
      members: [member(priya)],
    }),
    await buildGroupChat(db, {
      universityId: uniA.id,
      name: 'International Students',
      members: [member(amara), member(priya), member(james)],
    }),
  ];
  const chatB = await buildGroupChat(db, {
    universityId: uniB.id,
    name: 'Architecture Applicants',
    members: [member(aoife)],
  });
  const chatC = await buildGroupChat(db, { universityId: uniC.id, name: 'Outsider chat' });
  const privateChat = await buildGroupChat(db, {
    universityId: uniA.id,
    name: 'Private chat',
    privateCode: 'SECRET1',
  });
  const archivedChat = await buildGroupChat(db, {
    universityId: uniA.id,
    name: 'Archived chat',
    archived: true,
  });
  const forum = await buildGroupChat(db, { universityId: uniA.id, name: 'Campus forum', type: 7 });

  const speaker = await buildAccount(db, {
    roleKey: ROLES.speaker,
    universityId: uniA.id,
    name: 'Speaker',
  });
  const upcomingLater = await buildLiveEvent(db, {
    universityId: uniA.id,
    name: 'Later upcoming',
    status: 'upcoming',
    fromDate: new Date(Date.now() + 3 * 86_400_000),
    speakers: [member(speaker)],
    ambassadors: [member(amara)],
    registered: [member(prospect)],
  });
  const upcomingSoon = await buildLiveEvent(db, {
    universityId: uniA.id,
    name: 'Soon upcoming',
    status: 'upcoming',
    fromDate: new Date(Date.now() + 86_400_000),
  });
  const live = await buildLiveEvent(db, {
    universityId: uniA.id,
    name: 'Live now',
    status: 'inProgress',
    isStreamActive: true,
    isChatActive: true,
    fromDate: hoursAgo(0.5),
  });
  const onDemand = await buildLiveEvent(db, {
    universityId: uniA.id,
    name: 'Recorded tour',
    status: 'onDemand',
    fromDate: hoursAgo(48),
    videoKey: 'videos/tour.mp4',
  });
  const cancelled = await buildLiveEvent(db, {
    universityId: uniA.id,
    name: 'Cancelled talk',
    status: 'cancelled',
  });
  const eventC = await buildLiveEvent(db, {
    universityId: uniC.id,
    name: 'Outsider stream',
    status: 'inProgress',
  });

  return {
    uniA,
    uniB,
    uniC,
    group,
    prospect,
    speaker,
    ambassadorsA: [amara, priya, james, olivia, lucas, chloe],
    ambassadorsB: [aoife, rafael, niamh],
    ambassadorsC: [outsider, outsider2],
    hiddenAmbassadors: [disabled, deleted, unpublished],
    people: { amara, priya, james, olivia, lucas, chloe, aoife, rafael, niamh },
    postsA,
    postsB,
    postsC,
    hiddenPosts,
    faqsA,
    faqsB,
    faqsC,
    hiddenFaq,
    chatsA,
    chatB,
    chatC,
    privateChat,
    archivedChat,
    forum,
    events: { upcomingLater, upcomingSoon, live, onDemand, cancelled, eventC },
  };
}

export type ContentWorld = Awaited<ReturnType<typeof buildContentWorld>>;

/**
 * One test app with the content world for a test file: `ready` gets both once they are built
 * (and may add to the world), and the app closes after the file's tests.
 */
export function withContentWorld(ready: (t: TestApp, w: ContentWorld) => void | Promise<void>) {
  let app: TestApp | undefined;
  beforeAll(async () => {
    app = await buildTestApp();
    await ready(app, await buildContentWorld(app.database.db));
  });
  afterAll(async () => {
    await app?.close();
  });
}
