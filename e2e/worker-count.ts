/**
 * How many test files run side by side (`E2E_WORKERS`, default 2): each has a browser and a demo
 * server of its own, which keeps a 2-core machine busy while the other file waits on its pages.
 */
export function e2eWorkers(): number {
  const workers = Number(process.env.E2E_WORKERS ?? 2);
  return Number.isInteger(workers) && workers > 0 ? workers : 1;
}
