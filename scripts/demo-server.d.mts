/** A port nothing listens on right now. */
export function freePort(): Promise<number>;

/** A built Quad server with demo data in a folder of its own. */
export interface DemoServer {
  baseUrl: string;
  /** Stops the process and keeps its data, so `start` brings the same site back. */
  stop(): Promise<void>;
  start(): Promise<void>;
  /** Stops it and removes its data. */
  close(): Promise<void>;
}

/** Starts `apps/server/dist/main.js` on a free port with fresh demo data and waits until ready. */
export function startDemoServer(options: {
  name: string;
  env?: (baseUrl: string) => Record<string, string>;
  readyWithinMs?: number;
}): Promise<DemoServer>;
