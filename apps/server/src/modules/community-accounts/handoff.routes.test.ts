import { randomUUID } from 'node:crypto';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { accountSubjects } from '../../core/db/schema';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { buildAmbassador, buildProspect, buildUniversity, tokenFor } from '../../test/factories';
import { bearer, freshAddress } from '../../test/accounts-factories';
import { COMMUNITY, communityPost, FINGERPRINT } from './community-test-support';

let t: TestApp;
let universityId: number;

beforeAll(async () => {
  t = await buildTestApp();
  universityId = (await buildUniversity(t.database.db)).id;
});
afterAll(async () => {
  await t.close();
});

const HANDOFF = '/api/v1/widget/account/communityHandoff';
const askHandoff = (headers: Record<string, string>) =>
  t.app.inject({ method: 'POST', url: HANDOFF, headers, remoteAddress: freshAddress() });
const redeem = (payload: object) => communityPost(t.app, '/auth/registrationFromTapFeed', payload);

async function handoffOf(account: Parameters<typeof tokenFor>[1]): Promise<string> {
  const response = await askHandoff(bearer(await tokenFor(t.app, account)));
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.handoff as string;
}

describe('POST /widget/account/communityHandoff', () => {
  it('hands a signed-in prospect a pass that lasts two minutes', async () => {
    const prospect = await buildProspect(t.database.db, { universityId });
    const before = Date.now();
    const response = await askHandoff(bearer(await tokenFor(t.app, prospect)));
    expect(response.statusCode).toBe(200);
    const { handoff, expiresAt } = response.json().data;
    expect(handoff.split('.')).toHaveLength(3);
    const lasts = new Date(expiresAt).getTime() - before;
    expect(lasts).toBeGreaterThan(110_000);
    expect(lasts).toBeLessThanOrEqual(121_000);
    // A handoff is never an access token.
    await expect(t.app.ctx.tokens.verifyAccess(handoff)).rejects.toThrow();
  });

  it('refuses no token and a community token (401), and an ambassador (403)', async () => {
    const prospect = await buildProspect(t.database.db, { universityId });
    expect((await askHandoff({})).statusCode).toBe(401);
    const community = await askHandoff(bearer(await tokenFor(t.app, prospect, 'community')));
    expect(community.statusCode).toBe(401);
    const { account } = await buildAmbassador(t.database.db, universityId);
    expect((await askHandoff(bearer(await tokenFor(t.app, account)))).statusCode).toBe(403);
  });
});

describe('POST /community/auth/registrationFromTapFeed', () => {
  it('signs the same account in to the community, once, following the subjects chosen', async () => {
    const prospect = await buildProspect(t.database.db, { universityId });
    const widgetToken = await tokenFor(t.app, prospect);
    const handoff = await handoffOf(prospect);
    const response = await redeem({ handoff, subjectIds: [26], fingerprint: FINGERPRINT });
    expect(response.statusCode, response.body).toBe(200);
    const data = response.json().data;
    expect(data.account).toMatchObject({ id: prospect.id, isAuthorised: true, universityId });
    expect((await t.app.ctx.tokens.verifyAccess(data.token)).audience).toBe('community');
    expect(response.cookies.some((c) => c.name === 'quad_community_refresh')).toBe(true);
    const rows = await t.database.db
      .select()
      .from(accountSubjects)
      .where(eq(accountSubjects.accountId, prospect.id));
    expect(rows.map((r) => r.subjectId)).toEqual([26]);

    const replay = await redeem({ handoff, fingerprint: FINGERPRINT });
    expect(replay.statusCode).toBe(401);
    expect(replay.json().error.message).toBe(
      'This pass to the community was used already. Please open the community from the widget again.',
    );
    // The widget stays signed in.
    const widget = await t.app.inject({
      method: 'GET',
      url: '/api/v1/interactionSite/account/info',
      headers: bearer(widgetToken),
    });
    expect(widget.statusCode).toBe(200);
    const community = await t.app.inject({
      method: 'GET',
      url: `${COMMUNITY}/account/info`,
      headers: bearer(data.token),
    });
    expect(community.statusCode).toBe(200);
  });

  it('refuses a tampered, forged or expired pass (401)', async () => {
    const prospect = await buildProspect(t.database.db, { universityId });
    const handoff = await handoffOf(prospect);
    const [head, payload, signature] = handoff.split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as { sub: string };
    const altered = Buffer.from(JSON.stringify({ ...claims, sub: '1' })).toString('base64url');
    const tampered = await redeem({
      handoff: `${head}.${altered}.${signature}`,
      fingerprint: FINGERPRINT,
    });
    expect(tampered.statusCode).toBe(401);
    expect(tampered.json().error.message).toMatch(/not valid/);

    const forged = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(prospect.id))
      .setIssuer('quad')
      .setAudience('community-handoff')
      .setJti(randomUUID())
      .setExpirationTime('2m')
      .sign(new TextEncoder().encode('another-secret-0123456789abcdef0123456789'));
    expect((await redeem({ handoff: forged, fingerprint: FINGERPRINT })).statusCode).toBe(401);

    const key = new TextEncoder().encode(t.app.ctx.config.jwtSecret);
    const expired = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(prospect.id))
      .setIssuer('quad')
      .setAudience('community-handoff')
      .setJti(randomUUID())
      .setIssuedAt(Math.floor(Date.now() / 1000) - 300)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
      .sign(key);
    const late = await redeem({ handoff: expired, fingerprint: FINGERPRINT });
    expect(late.statusCode).toBe(401);
    expect(late.json().error.message).toMatch(/expired/);

    // A widget access token is not a pass either.
    const access = await tokenFor(t.app, prospect);
    expect((await redeem({ handoff: access, fingerprint: FINGERPRINT })).statusCode).toBe(401);
  });

  it('refuses bad input (400) without using the pass up', async () => {
    const prospect = await buildProspect(t.database.db, { universityId });
    const handoff = await handoffOf(prospect);
    expect((await redeem({ handoff })).statusCode).toBe(400);
    expect((await redeem({ handoff: 'short', fingerprint: FINGERPRINT })).statusCode).toBe(400);
    const unknownSubject = await redeem({
      handoff,
      subjectIds: [999999],
      fingerprint: FINGERPRINT,
    });
    expect(unknownSubject.statusCode).toBe(400);
    expect((await redeem({ handoff, fingerprint: FINGERPRINT })).statusCode).toBe(200);
  });
});
