// The baseline of the realtime benches: a bare Socket.IO server at /realtime that speaks only
// the subscribe part of the protocol (join the channel's room, acknowledge), nothing else.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Server } from 'socket.io';

export async function startBareRealtime(): Promise<{
  io: Server;
  url: string;
  close: () => Promise<void>;
}> {
  const http = createServer();
  const io = new Server(http, { path: '/realtime', serveClient: false });
  io.on('connection', (socket) => {
    socket.on('subscribe', async (request: { channel: string }, ack: (a: object) => void) => {
      await socket.join(request.channel);
      ack({ ok: true });
    });
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  return {
    io,
    url: `http://127.0.0.1:${(http.address() as AddressInfo).port}`,
    async close() {
      io.engine.close();
      await new Promise<void>((resolve) => http.close(() => resolve()));
    },
  };
}
