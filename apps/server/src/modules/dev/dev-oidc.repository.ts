import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../core/db/client';
import { accountIdentities, accounts, identityProviders, universities } from '../../core/db/schema';

/**
 * Points the demo university at the development provider, unless someone configured a real one,
 * and links the documented demo accounts to their development identities (the email).
 */
export async function configureDemoCollegeSignIn(
  db: Db,
  input: {
    university: { id: number; slug: string };
    issuer: string;
    clientId: string;
    clientSecretSealed: string;
    linkedEmails: string[];
  },
): Promise<void> {
  await db.transaction(async (tx) => {
    const [university] = await tx
      .select({ id: universities.id, name: universities.name })
      .from(universities)
      .where(
        and(eq(universities.id, input.university.id), eq(universities.slug, input.university.slug)),
      );
    if (!university) return;
    const [current] = await tx
      .select({ issuer: identityProviders.issuer })
      .from(identityProviders)
      .where(eq(identityProviders.universityId, university.id));
    if (current && !current.issuer.endsWith('/dev/oidc')) return;
    const values = {
      kind: 'oidc',
      displayName: university.name,
      issuer: input.issuer,
      clientId: input.clientId,
      clientSecretSealed: input.clientSecretSealed,
      enabled: true,
    };
    await tx
      .insert(identityProviders)
      .values({ universityId: university.id, ...values })
      .onConflictDoUpdate({ target: identityProviders.universityId, set: values });
    const linked = await tx
      .select({ id: accounts.id, email: accounts.email })
      .from(accounts)
      .where(inArray(accounts.email, input.linkedEmails));
    if (linked.length === 0) return;
    await tx
      .insert(accountIdentities)
      .values(
        linked.map((account) => ({
          accountId: account.id,
          provider: `sso:${university.id}`,
          providerUserId: account.email,
        })),
      )
      .onConflictDoNothing();
  });
}
