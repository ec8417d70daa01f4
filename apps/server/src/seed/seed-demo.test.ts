import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { verify } from '@node-rs/argon2';
import { eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../core/db/client';
import { accounts, ambassadorProfiles } from '../core/db/schema/accounts';
import { posts } from '../core/db/schema/content';
import { spaces } from '../core/db/schema/community';
import { dialogs } from '../core/db/schema/dialogs';
import { liveEvents } from '../core/db/schema/live-events';
import { universities, universityGroups, widgetSettings } from '../core/db/schema/universities';
import { createDiskStorage, type Storage } from '../core/storage/storage';
import { DEMO_PASSWORD, seedDemo } from './seed-demo';
import { selectRows, testEngines } from '../test/test-database';

const TABLES = [
  'university_groups',
  'universities',
  'university_group_members',
  'institutions',
  'widget_settings',
  'accounts',
  'ambassador_profiles',
  'account_subjects',
  'questions',
  'question_answers',
  'posts',
  'post_likes',
  'faqs',
  'faq_answers',
  'faq_answer_likes',
  'dialogs',
  'dialog_members',
  'messages',
  'live_events',
  'live_event_speakers',
  'live_event_ambassadors',
  'live_event_registrations',
  'spaces',
  'ambassador_access_codes',
] as const;

describe.each(testEngines())('seedDemo on $name', (engine) => {
  let database: Database;
  let storageDir: string;
  let storage: Storage;
  const logged: string[] = [];
  const log = { info: (message: string) => void logged.push(message) };

  async function counts(): Promise<Record<string, number>> {
    const result: Record<string, number> = {};
    for (const table of TABLES) {
      const [row] = await selectRows<{ count: number | string }>(
        database.db,
        sql`select count(*) as count from ${sql.identifier(table)}`,
      );
      result[table] = Number(row?.count);
    }
    return result;
  }

  beforeAll(async () => {
    database = await engine.open();
    storageDir = await mkdtemp(path.join(tmpdir(), 'quad-seed-'));
    storage = createDiskStorage(storageDir);
    expect(await seedDemo({ db: database.db, storage, log })).toEqual({ seeded: true });
  });

  afterAll(async () => {
    await database?.close();
    if (storageDir) await rm(storageDir, { recursive: true, force: true });
  });

  it('creates the demo data of CONTRACT §7', async () => {
    const seeded = await counts();
    expect(seeded).toMatchObject({
      university_groups: 1,
      universities: 2,
      university_group_members: 2,
      widget_settings: 3,
      posts: 14,
      faqs: 12,
      spaces: 2,
      ambassador_access_codes: 1,
    });
    expect(seeded.ambassador_profiles).toBeGreaterThanOrEqual(11);
    expect(seeded.faq_answers).toBeGreaterThanOrEqual(12);

    const named = await database.db
      .select({ id: universities.id, name: universities.name })
      .from(universities)
      .orderBy(universities.id);
    expect(named).toEqual([
      { id: 1, name: 'Demo University' },
      { id: 2, name: 'Demo College' },
    ]);
    const [group] = await database.db.select().from(universityGroups);
    expect(group).toMatchObject({ id: 1, name: 'Demo Group' });
    expect(logged.some((line) => line.startsWith('demo data seeded'))).toBe(true);
  });

  it('creates the four sign-in accounts with password demo-password-1', async () => {
    const expected = {
      'admin@demo.test': ['univercity-admin', 1],
      'ambassador@demo.test': ['univercity-student', 1],
      'prospect@demo.test': ['prospect', 1],
      'speaker@demo.test': ['live-event-speaker', 1],
    } as const;
    for (const [email, [role, universityId]] of Object.entries(expected)) {
      const [account] = await database.db.select().from(accounts).where(eq(accounts.email, email));
      expect(account).toMatchObject({ roleKey: role, universityId, isEnabled: true });
      expect(await verify(account!.passwordHash!, DEMO_PASSWORD)).toBe(true);
    }
  });

  it('gives the demo ambassador a full, searchable, published profile with an avatar', async () => {
    const [row] = await database.db
      .select({ profile: ambassadorProfiles, avatarKey: accounts.avatarKey })
      .from(ambassadorProfiles)
      .innerJoin(accounts, eq(accounts.id, ambassadorProfiles.accountId))
      .where(eq(accounts.email, 'ambassador@demo.test'));
    expect(row?.profile).toMatchObject({
      universityId: 1,
      profileType: 'student',
      isPublished: true,
    });
    expect(row?.profile.bio.length).toBeGreaterThan(200);
    const avatar = await storage.get(row!.avatarKey!);
    expect(avatar?.contentType).toBe('image/png');

    const found = await selectRows<{ account_id: number }>(
      database.db,
      sql`select account_id from ambassador_profiles where search_vector @@ plainto_tsquery('english', 'hackathons')`,
    );
    expect(found.map((r) => Number(r.account_id))).toEqual([row!.profile.accountId]);

    const types = await database.db
      .selectDistinct({ type: ambassadorProfiles.profileType })
      .from(ambassadorProfiles);
    expect(types.map((t) => t.type).sort()).toEqual([
      'alumni',
      'school_student',
      'staff',
      'student',
    ]);
  });

  it('stores a picture for every post', async () => {
    const rows = await database.db.select({ media: posts.media }).from(posts);
    for (const { media } of rows) {
      const stored = await storage.get(media[0]!.key);
      expect(stored?.contentType).toBe('image/jpeg');
    }
  });

  it('creates the group chats, the forum, the individual dialog and the live events', async () => {
    const byType = await database.db
      .select({ type: dialogs.type, count: sql<number>`count(*)::int` })
      .from(dialogs)
      .where(isNull(dialogs.spaceId))
      .groupBy(dialogs.type);
    expect(Object.fromEntries(byType.map((row) => [row.type, Number(row.count)]))).toEqual({
      1: 1,
      4: 3,
      5: 3,
      6: 3,
      7: 1,
    });
    const [individual] = await database.db.select().from(dialogs).where(eq(dialogs.type, 1));
    const [prospect] = await database.db
      .select({ id: accounts.id })
      .from(accounts)
      .where(eq(accounts.email, 'prospect@demo.test'));
    const [ambassador] = await database.db
      .select({ id: accounts.id })
      .from(accounts)
      .where(eq(accounts.email, 'ambassador@demo.test'));
    expect(individual?.pairKey).toBe(`${prospect!.id}:${ambassador!.id}`);
    expect(individual?.lastSeq).toBeGreaterThan(3);

    const events = await database.db.select().from(liveEvents);
    const byStatus = Object.fromEntries(events.map((event) => [event.status, event]));
    expect(Object.keys(byStatus).sort()).toEqual(['inProgress', 'onDemand', 'upcoming']);
    expect(byStatus.upcoming!.fromDate!.getTime()).toBeGreaterThan(Date.now());
    expect(byStatus.inProgress).toMatchObject({ isChatActive: true, isStreamActive: true });
    expect(byStatus.inProgress!.liveChatId).not.toBeNull();
    expect(byStatus.inProgress!.speakersChatId).not.toBeNull();
    // CONTRACT §8: the live demo event takes speakers by the code DEMO-SPEAKER.
    expect(byStatus.inProgress!.speakerCode).toBe('DEMO-SPEAKER');
    const video = await storage.get(byStatus.onDemand!.videoKey!);
    expect(video?.contentType).toBe('video/mp4');
    // An MP4 starts with an ftyp box.
    expect(Buffer.from(video!.bytes.subarray(4, 8)).toString('latin1')).toBe('ftyp');
  });

  it('gives both universities and the group widget settings with the fixed filters', async () => {
    const rows = await database.db.select().from(widgetSettings);
    const colours = rows.map((row) => [
      row.universityId ?? `group ${row.groupId}`,
      row.primaryColor,
    ]);
    expect(colours).toEqual(
      expect.arrayContaining([
        [1, '#FF5100'],
        [2, '#1D4ED8'],
        ['group 1', expect.any(String)],
      ]),
    );
    const group = rows.find((row) => row.groupId === 1);
    expect(group?.filters.map((filter) => filter.key).sort()).toEqual(
      [
        '_countries',
        '_subject',
        'account_type',
        'group_universities',
        'university_countries',
      ].sort(),
    );
    for (const row of rows) {
      expect(row.titles).toMatchObject({
        page_title: 'Chat with our students',
        display_search_bar: true,
      });
      expect(row.permissions).toContainEqual({
        key: 'display_ambassador_country_flag',
        isAllowed: true,
      });
    }
  });

  it('fills both community spaces with public rooms, some about a subject, with messages', async () => {
    const rooms = await database.db
      .select({
        universityId: dialogs.universityId,
        spaceId: dialogs.spaceId,
        type: dialogs.type,
        name: dialogs.name,
        subjectId: dialogs.subjectId,
        lastSeq: dialogs.lastSeq,
        isDefault: spaces.isDefault,
        spaceUniversityId: spaces.universityId,
      })
      .from(dialogs)
      .innerJoin(spaces, eq(spaces.id, dialogs.spaceId))
      .orderBy(dialogs.id);
    expect(rooms).toHaveLength(6);
    for (const room of rooms) {
      expect(room).toMatchObject({
        type: 4,
        isDefault: true,
        spaceUniversityId: room.universityId,
      });
      expect(room.lastSeq).toBeGreaterThanOrEqual(3);
    }
    expect(rooms.filter((room) => room.universityId === 1).map((room) => room.name)).toEqual([
      'General',
      'Engineering',
      'Business & Management',
      'Accommodation & city life',
    ]);
    expect(rooms.filter((room) => room.subjectId !== null)).toHaveLength(2);
  });

  it('answers relational queries across the declared relations', async () => {
    const university = await database.db.query.universities.findFirst({
      where: eq(universities.id, 1),
      with: {
        widgetSettings: true,
        groupMemberships: { with: { group: true } },
        institution: true,
      },
    });
    expect(university?.widgetSettings?.primaryColor).toBe('#FF5100');
    expect(university?.groupMemberships.map((m) => m.group.name)).toEqual(['Demo Group']);

    const ambassador = await database.db.query.accounts.findFirst({
      where: eq(accounts.email, 'ambassador@demo.test'),
      with: { ambassadorProfile: true, dialogMemberships: true, posts: true, faqAnswers: true },
    });
    expect(ambassador?.ambassadorProfile?.isPublished).toBe(true);
    expect(ambassador?.dialogMemberships.length).toBeGreaterThan(2);
    expect(ambassador?.posts.length).toBeGreaterThan(0);

    const event = await database.db.query.liveEvents.findFirst({
      where: eq(liveEvents.status, 'inProgress'),
      with: {
        liveChat: { with: { members: { with: { account: true } }, messages: true } },
        speakersChat: true,
        speakers: { with: { account: true } },
        ambassadors: true,
        registrations: true,
      },
    });
    expect(event?.liveChat?.type).toBe(6);
    expect(event?.liveChat?.messages.length).toBeGreaterThan(0);
    expect(event?.speakersChat?.type).toBe(5);
    expect(event?.speakers.map((s) => s.account.email)).toEqual(['speaker@demo.test']);
    expect(event?.registrations.length).toBeGreaterThan(0);
  });

  it('moves the id sequences past the fixed ids', async () => {
    await database.db
      .transaction(async (tx) => {
        const [university] = await tx
          .insert(universities)
          .values({ name: 'Third', slug: 'third' })
          .returning({ id: universities.id });
        const [group] = await tx
          .insert(universityGroups)
          .values({ name: 'Second group' })
          .returning({ id: universityGroups.id });
        expect(university?.id).toBe(3);
        expect(group?.id).toBe(2);
        tx.rollback();
      })
      .catch((error: unknown) => {
        // drizzle signals the deliberate rollback with an error; anything else is a failure.
        if (!(error instanceof Error) || !/rollback/i.test(error.message)) throw error;
      });
  });

  it('changes nothing when called again', async () => {
    const before = await counts();
    expect(await seedDemo({ db: database.db, storage, log })).toEqual({ seeded: false });
    expect(await counts()).toEqual(before);
  });

  it('adds the community rooms once to a demo seeded before they existed', async () => {
    const rooms = () =>
      database.db.select({ id: dialogs.id }).from(dialogs).where(isNotNull(dialogs.spaceId));
    await database.db.delete(dialogs).where(isNotNull(dialogs.spaceId));
    expect(await rooms()).toHaveLength(0);
    expect(await seedDemo({ db: database.db, storage, log })).toEqual({ seeded: false });
    expect(await rooms()).toHaveLength(6);
    expect(logged).toContain('demo community rooms added');
    const before = await counts();
    await seedDemo({ db: database.db, storage, log });
    expect(await counts()).toEqual(before);
  });
});
