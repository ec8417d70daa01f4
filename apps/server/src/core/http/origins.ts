import { eq, inArray } from 'drizzle-orm';
import { parseBase } from '@quad/shared/rules/base-path';
import type { Config } from '../config/config';
import type { Db } from '../db/client';
import { universities, universityGroupMembers } from '../db/schema';
import { cleanOrigins } from './security';
import { isLoopbackHost } from './local-request';

const CACHE_MS = 60_000;

export interface OriginPolicy {
  /** CORS: may a browser page of this origin call the API? */
  isAllowedApiOrigin(origin: string | undefined): Promise<boolean>;
  /** CSP frame-ancestors for a widget path: the university's (or group's) allowed origins. */
  frameAncestorsFor(pathname: string): Promise<readonly string[] | '*'>;
}

/** http(s) pages served from this machine: localhost, *.localhost, 127.x, [::1]. */
function isLoopbackOrigin(origin: string): boolean {
  try {
    const url = new URL(origin);
    return (url.protocol === 'http:' || url.protocol === 'https:') && isLoopbackHost(url.host);
  } catch {
    return false;
  }
}

/**
 * Who may embed and call Quad. Browsers of the public URL and of the origins each university
 * lists (cached for a minute per node) may call the API; in development also pages on this
 * machine. `null` (sandboxed frames, files) never. Development lets any page frame the widget.
 */
export function createOriginPolicy({ db, config }: { db: Db; config: Config }): OriginPolicy {
  const open = config.env !== 'production';
  const ownOrigin = new URL(config.publicUrl).origin;
  const cache = new Map<string, { at: number; origins: string[] }>();

  async function cached(key: string, load: () => Promise<string[]>): Promise<string[]> {
    const hit = cache.get(key);
    if (hit && Date.now() - hit.at < CACHE_MS) return hit.origins;
    const origins = cleanOrigins(await load());
    cache.set(key, { at: Date.now(), origins });
    return origins;
  }

  const originsOfUniversities = async (ids: number[]): Promise<string[]> => {
    if (ids.length === 0) return [];
    const rows = await db
      .select({ origins: universities.allowedOrigins })
      .from(universities)
      .where(inArray(universities.id, ids));
    return rows.flatMap((row) => row.origins ?? []);
  };

  return {
    async isAllowedApiOrigin(origin) {
      if (!origin || origin === ownOrigin) return true;
      if (open && isLoopbackOrigin(origin)) return true;
      const all = await cached('all', async () => {
        const rows = await db.select({ origins: universities.allowedOrigins }).from(universities);
        return rows.flatMap((row) => row.origins ?? []);
      });
      return all.includes(origin);
    },
    async frameAncestorsFor(pathname) {
      if (open) return '*';
      const base = parseBase(pathname);
      if (!base) return [];
      if (base.kind === 'university') {
        return cached(`u${base.universityId}`, () => originsOfUniversities([base.universityId]));
      }
      return cached(`g${base.groupId}`, async () => {
        const members = await db
          .select({ id: universityGroupMembers.universityId })
          .from(universityGroupMembers)
          .where(eq(universityGroupMembers.groupId, base.groupId));
        return originsOfUniversities(members.map((member) => member.id));
      });
    },
  };
}
