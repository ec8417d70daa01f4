import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { universities } from '../db/schema';
import { MaintenanceError } from '../errors/app-error';

const REFRESH_MS = 10_000;

/** Whether a university's widget is in maintenance (`universities.maintenance`). */
export type MaintenanceCheck = (universityId: number) => Promise<boolean>;

/** Reads the universities in maintenance at most every ten seconds, per node. */
export function createMaintenanceCheck(db: Db): MaintenanceCheck {
  let inMaintenance = new Set<number>();
  let loadedAt = 0;

  return async (universityId) => {
    if (Date.now() - loadedAt >= REFRESH_MS) {
      const rows = await db
        .select({ id: universities.id })
        .from(universities)
        .where(eq(universities.maintenance, true));
      inMaintenance = new Set(rows.map((row) => row.id));
      loadedAt = Date.now();
    }
    return inMaintenance.has(universityId);
  };
}

/**
 * Maintenance mode set by an admin (`universities.maintenance`): the API answers 503
 * MAINTENANCE for that university's widget calls, and the web app shows its maintenance
 * screen.
 */
export function installMaintenanceMode(
  app: FastifyInstance,
  inMaintenance: MaintenanceCheck,
): void {
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/v1/')) return;
    const match = /[?&]universityId=(\d{1,10})(?:&|$)/.exec(request.url);
    if (!match) return;
    if (await inMaintenance(Number(match[1]))) throw new MaintenanceError();
  });
}
