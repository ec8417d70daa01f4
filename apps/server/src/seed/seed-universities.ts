import { sql } from 'drizzle-orm';
import type { Db } from '../core/db/client';
import { questionAnswers, questions } from '../core/db/schema/accounts';
import { spaces } from '../core/db/schema/community';
import { ambassadorAccessCodes } from '../core/db/schema/application';
import {
  institutions,
  universities,
  universityGroupMembers,
  universityGroups,
  widgetSettings,
} from '../core/db/schema/universities';
import {
  DEMO_ACCESS_CODE,
  DEMO_GROUP,
  DEMO_INSTITUTION,
  DEMO_PROSPECT_ANSWERS,
  DEMO_QUESTIONS,
  DEMO_SPACES,
  DEMO_UNIVERSITIES,
  DEMO_WIDGET_SETTINGS,
} from './demo-universities';
import { countryId, personOf, type SeedContext } from './seed-context';

/** Group 1, universities 1 and 2 (fixed ids), their widget settings, access code and spaces. */
export async function seedUniversities(context: SeedContext): Promise<void> {
  const { db, images } = context;
  await db.insert(universityGroups).values({
    id: DEMO_GROUP.id,
    name: DEMO_GROUP.name,
    slug: DEMO_GROUP.slug,
    logoKey: images.groupLogo,
  });
  const [institution] = await db
    .insert(institutions)
    .values(DEMO_INSTITUTION)
    .returning({ id: institutions.id });

  await db.insert(universities).values(
    DEMO_UNIVERSITIES.map((university) => ({
      id: university.id,
      institutionId: institution?.id ?? null,
      name: university.name,
      slug: university.slug,
      description: university.description,
      logoKey: images.logos.get(university.id) ?? null,
      coverKey: images.covers.get(university.id) ?? null,
      city: university.city,
      countryId: countryId(university.countryCode),
      website: university.website,
      primaryColor: university.primaryColor,
      allowedOrigins: ['http://localhost:3000', 'http://127.0.0.1:3000'],
      hideKeywords: [...university.hideKeywords],
    })),
  );
  await db.insert(universityGroupMembers).values(
    DEMO_UNIVERSITIES.map((university, position) => ({
      groupId: DEMO_GROUP.id,
      universityId: university.id,
      position,
    })),
  );
  await moveSequencesPastFixedIds(db);

  await db.insert(widgetSettings).values(DEMO_WIDGET_SETTINGS);
  await db.insert(ambassadorAccessCodes).values({ code: DEMO_ACCESS_CODE, universityId: 1 });
  await db.insert(spaces).values(DEMO_SPACES);
}

/**
 * Identity columns do not advance when a row is inserted with an explicit id; without this the
 * next university created through the API would collide with id 1. Same on PGlite and PostgreSQL.
 */
async function moveSequencesPastFixedIds(db: Db): Promise<void> {
  for (const table of ['universities', 'university_groups']) {
    await db.execute(
      sql`select setval(pg_get_serial_sequence(${table}, 'id'), (select max(id) from ${sql.identifier(table)}))`,
    );
  }
}

/** University 1's registration questions, and the demo prospect's optional answers. */
export async function seedQuestions(context: SeedContext): Promise<void> {
  const rows = await context.db
    .insert(questions)
    .values(
      DEMO_QUESTIONS.map((question) => ({
        ...question,
        predefinedAnswers: [...question.predefinedAnswers],
        universityId: 1,
      })),
    )
    .returning({ id: questions.id, key: questions.key });

  const prospect = personOf(context, 'sofia');
  await context.db.insert(questionAnswers).values(
    rows.flatMap((row) => {
      const answer = DEMO_PROSPECT_ANSWERS[row.key];
      return answer === undefined ? [] : [{ questionId: row.id, accountId: prospect.id, answer }];
    }),
  );
}
