import net from 'node:net';
import { describe, expect, it } from 'vitest';
import { takeNetworkAttempts } from './no-outbound-network';

describe('the tests’ network guard', () => {
  it('refuses a connection beyond this machine, with the address it tried', async () => {
    const socket = net.connect(80, '192.0.2.1');
    const error = await new Promise<Error>((resolve) => socket.once('error', resolve));
    expect(error.message).toBe('Tests may not reach the network beyond this machine: 192.0.2.1');
    await expect(fetch('http://198.51.100.7/')).rejects.toThrow();
    expect(takeNetworkAttempts()).toEqual(['192.0.2.1', '198.51.100.7']);
  });

  it('lets connections to this machine through', async () => {
    const server = net.createServer((peer) => peer.end('hello'));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as net.AddressInfo;
    try {
      for (const host of ['127.0.0.1', 'localhost']) {
        const socket = net.connect(port, host);
        const said = await new Promise<string>((resolve, reject) => {
          socket.once('data', (data) => resolve(data.toString()));
          socket.once('error', reject);
        });
        expect(said).toBe('hello');
      }
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
    expect(takeNetworkAttempts()).toEqual([]);
  });
});
