/**
 * How many test files run side by side (`E2E_WORKERS`, default 1), each with a browser and a demo
 * server of its own. Two shorten the run on a machine with cores to spare; on two cores the
 * longest journeys then run into their deadlines.
 */
export function e2eWorkers(): number {
  const workers = Number(process.env.E2E_WORKERS ?? 1);
  return Number.isInteger(workers) && workers > 0 ? workers : 1;
}
