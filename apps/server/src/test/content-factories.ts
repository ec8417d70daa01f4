import { eq } from 'drizzle-orm';
import { profileSearchText } from '@quad/shared/rules/profile-search-text';
import type { Db } from '../core/db/client';
import type { accounts } from '../core/db/schema';
import {
  ambassadorProfiles,
  dialogMembers,
  dialogs,
  faqAnswers,
  faqs,
  liveEventAmbassadors,
  liveEventRegistrations,
  liveEvents,
  liveEventSpeakers,
  posts,
} from '../core/db/schema';
import { buildAmbassador } from './factories';
import { randomHex } from '../core/random';

const unique = () => randomHex(4);

type AccountInsert = typeof accounts.$inferInsert;
type ProfileInsert = typeof ambassadorProfiles.$inferInsert;
type Person = { id: number; roleKey: string };

/**
 * An ambassador whose search words are built as the accounts service builds them (name,
 * subject, country, type, job, languages, interests, bio), so search tests see real data.
 */
export async function buildSearchableAmbassador(
  db: Db,
  universityId: number,
  overrides: { account?: Partial<AccountInsert>; profile?: Partial<ProfileInsert> } = {},
) {
  const built = await buildAmbassador(db, universityId, overrides);
  const { account, profile } = built;
  const searchText = profileSearchText(account, profile);
  const [updated] = await db
    .update(ambassadorProfiles)
    .set({ searchText })
    .where(eq(ambassadorProfiles.accountId, account.id))
    .returning();
  return { account, profile: updated ?? profile };
}

type PostInsert = typeof posts.$inferInsert;

/** A published post by an author; the search words are its caption. */
export async function buildPost(
  db: Db,
  values: { universityId: number; authorAccountId: number } & Partial<PostInsert>,
) {
  const caption = values.caption ?? `A day on campus ${unique()}`;
  const [row] = await db
    .insert(posts)
    .values({
      caption,
      searchText: caption,
      media: [
        { type: 'image', key: `posts/${unique()}.webp`, width: 800, height: 600, alt: 'Campus' },
      ],
      ...values,
    })
    .returning();
  if (!row) throw new Error('post not inserted');
  return row;
}

type FaqInsert = typeof faqs.$inferInsert;

/** A published FAQ with answers; its search words are the question and the answers. */
export async function buildFaq(
  db: Db,
  values: {
    universityId: number;
    question?: string;
    answers?: {
      authorAccountId: number;
      text: string;
      likeCount?: number;
      isPublished?: boolean;
    }[];
  } & Partial<FaqInsert>,
) {
  const { answers: answerValues = [], ...faqValues } = values;
  const question = values.question ?? `Is there a gym on campus ${unique()}?`;
  const [faq] = await db
    .insert(faqs)
    .values({
      ...faqValues,
      question,
      likeCount: answerValues.reduce((sum, answer) => sum + (answer.likeCount ?? 0), 0),
      searchText: [question, ...answerValues.map((answer) => answer.text)].join(' '),
    })
    .returning();
  if (!faq) throw new Error('FAQ not inserted');
  const answers =
    answerValues.length === 0
      ? []
      : await db
          .insert(faqAnswers)
          .values(answerValues.map((answer) => ({ ...answer, faqId: faq.id })))
          .returning();
  return { faq, answers };
}

type DialogInsert = typeof dialogs.$inferInsert;

/** A group chat (type 4, or 7 for a forum) of a university with its members. */
export async function buildGroupChat(
  db: Db,
  values: { universityId: number; members?: Person[] } & Partial<DialogInsert>,
) {
  const { members = [], ...dialogValues } = values;
  const [dialog] = await db
    .insert(dialogs)
    .values({ type: 4, name: `Applicants ${unique()}`, ...dialogValues })
    .returning();
  if (!dialog) throw new Error('dialog not inserted');
  if (members.length > 0) {
    await db.insert(dialogMembers).values(
      members.map((member) => ({
        dialogId: dialog.id,
        accountId: member.id,
        roleKey: member.roleKey,
      })),
    );
  }
  return dialog;
}

type LiveEventInsert = typeof liveEvents.$inferInsert;

/** A live event with a live chat and a speakers' chat, its people and its registrations. */
export async function buildLiveEvent(
  db: Db,
  values: {
    universityId: number;
    speakers?: Person[];
    ambassadors?: Person[];
    registered?: Person[];
  } & Partial<LiveEventInsert>,
) {
  const { speakers = [], ambassadors = [], registered = [], ...eventValues } = values;
  const suffix = unique();
  const liveChat = await buildGroupChat(db, { universityId: values.universityId, type: 6 });
  const speakersChat = await buildGroupChat(db, {
    universityId: values.universityId,
    type: 5,
    members: [...speakers, ...ambassadors],
  });
  const [event] = await db
    .insert(liveEvents)
    .values({
      name: `Open day ${suffix}`,
      slug: `open-day-${suffix}`,
      fromDate: new Date(Date.now() + 86_400_000),
      toDate: new Date(Date.now() + 90_000_000),
      liveChatId: liveChat.id,
      speakersChatId: speakersChat.id,
      ...eventValues,
    })
    .returning();
  if (!event) throw new Error('live event not inserted');
  const rows = (people: Person[]) =>
    people.map((person) => ({ liveEventId: event.id, accountId: person.id }));
  if (speakers.length > 0) await db.insert(liveEventSpeakers).values(rows(speakers));
  if (ambassadors.length > 0) await db.insert(liveEventAmbassadors).values(rows(ambassadors));
  if (registered.length > 0) await db.insert(liveEventRegistrations).values(rows(registered));
  return { event, liveChat, speakersChat };
}
