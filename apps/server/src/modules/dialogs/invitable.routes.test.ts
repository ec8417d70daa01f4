import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/test-app';
import {
  buildAdmin,
  buildAmbassador,
  buildProspect,
  buildUniversity,
  tokenFor,
} from '../../test/factories';
import { buildGroupChat } from '../../test/dialog-factories';

let t: TestApp;
let dialogId: number;
let memberToken: string;
let otherUniversityAdminToken: string;
let prospectToken: string;
let outsiderAmbassadorToken: string;
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await buildTestApp();
  const db = t.database.db;
  const university = await buildUniversity(db);
  const other = await buildUniversity(db);
  const member = await buildAmbassador(db, university.id, {
    account: { name: 'Maya', lastName: 'Okafor' },
  });
  const colleague = await buildAmbassador(db, university.id, {
    account: { name: 'Jonas', lastName: 'Becker' },
  });
  const disabled = await buildAmbassador(db, university.id, {
    account: { name: 'Jonah', lastName: 'Off', isEnabled: false },
  });
  const elsewhere = await buildAmbassador(db, other.id, {
    account: { name: 'Jonas', lastName: 'Elsewhere' },
  });
  const admin = await buildAdmin(db, university.id, { name: 'Priya', lastName: 'Shah' });
  const prospect = await buildProspect(db);
  const dialog = await buildGroupChat(db, university.id, [member.account, prospect]);
  dialogId = dialog.id;
  Object.assign(ids, {
    member: member.account.id,
    colleague: colleague.account.id,
    disabled: disabled.account.id,
    elsewhere: elsewhere.account.id,
    admin: admin.id,
  });
  memberToken = await tokenFor(t.app, member.account);
  prospectToken = await tokenFor(t.app, prospect);
  outsiderAmbassadorToken = await tokenFor(t.app, elsewhere.account);
  otherUniversityAdminToken = await tokenFor(t.app, await buildAdmin(db, other.id));
});
afterAll(async () => {
  await t.close();
});

const search = (kind: string, query: string, token?: string) =>
  t.app.inject({
    method: 'GET',
    url: `/api/v1/widget/users/type/${kind}?${query}`,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });

describe('GET /widget/users/type/{ambassadors|admins}', () => {
  it("offers a member ambassador the enabled colleagues of the chat's university who are not in it", async () => {
    const response = await search('ambassadors', `dialogId=${dialogId}`, memberToken);
    expect(response.statusCode).toBe(200);
    expect(response.json().data.users.map((u: { id: number }) => u.id)).toEqual([ids.colleague]);
  });

  it('narrows by name and lists admins separately', async () => {
    const byName = await search('ambassadors', `dialogId=${dialogId}&search=bec`, memberToken);
    expect(byName.json().data.users).toEqual([
      expect.objectContaining({ id: ids.colleague, name: 'Jonas', last_name: 'Becker' }),
    ]);
    const none = await search(
      'ambassadors',
      `dialogId=${dialogId}&search=${encodeURIComponent('50%')}`,
      memberToken,
    );
    expect(none.json().data.users).toEqual([]);
    const admins = await search('admins', `dialogId=${dialogId}`, memberToken);
    expect(admins.json().data.users.map((u: { id: number }) => u.id)).toEqual([ids.admin]);
  });

  it('asks a guest to sign in', async () => {
    expect((await search('ambassadors', `dialogId=${dialogId}`)).statusCode).toBe(401);
  });

  it('refuses a prospect', async () => {
    expect((await search('ambassadors', `dialogId=${dialogId}`, prospectToken)).statusCode).toBe(
      403,
    );
  });

  it('refuses an ambassador and an admin of another university (the public chat is visible to both)', async () => {
    expect(
      (await search('ambassadors', `dialogId=${dialogId}`, outsiderAmbassadorToken)).statusCode,
    ).toBe(403);
    expect(
      (await search('admins', `dialogId=${dialogId}`, otherUniversityAdminToken)).statusCode,
    ).toBe(403);
  });

  it('refuses a missing dialog, an unknown kind and an oversized search', async () => {
    expect((await search('ambassadors', '', memberToken)).statusCode).toBe(400);
    expect((await search('prospects', `dialogId=${dialogId}`, memberToken)).statusCode).toBe(400);
    expect(
      (await search('ambassadors', `dialogId=${dialogId}&search=${'x'.repeat(101)}`, memberToken))
        .statusCode,
    ).toBe(400);
  });
});
