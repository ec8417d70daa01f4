import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll } from 'vitest';
import type { App } from '../app';
import { listen, openSocket } from './sockets';
import { buildTestApp, type TestApp } from './test-app';

/** A test file's listening app, the records it was given, and the sockets it opens. */
export interface RealtimeWorld<World> {
  readonly app: App;
  /** The app's base URL on a local port. */
  readonly url: string;
  readonly world: World;
  /** A socket signed in with `token` (a guest without one); all are disconnected after the file. */
  open(token?: string): Promise<Socket>;
}

/**
 * For one test file: an app on a fresh database listening on a local port, with the records
 * `build` makes, ready before the file's tests and closed after them.
 */
export function useRealtimeWorld<World>(build: (app: App) => Promise<World>): RealtimeWorld<World> {
  let testApp: TestApp | undefined;
  let url: string | undefined;
  let world: World | undefined;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    testApp = await buildTestApp();
    url = await listen(testApp.app);
    world = await build(testApp.app);
  });
  afterAll(async () => {
    for (const socket of sockets) socket.disconnect();
    await testApp?.close();
  });

  const ready = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('useRealtimeWorld: read before its beforeAll ran');
    return value;
  };
  return {
    get app() {
      return ready(testApp).app;
    },
    get url() {
      return ready(url);
    },
    get world() {
      return ready(world);
    },
    open: (token?: string) => openSocket(ready(url), token, sockets),
  };
}
