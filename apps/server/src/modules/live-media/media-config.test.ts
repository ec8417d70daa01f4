import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../core/config/config';
import { announceAddress } from './media-config';

const base = { NODE_ENV: 'test', JWT_SECRET: 'j'.repeat(32), SECRETS_KEY: 's'.repeat(32) };

describe('live media configuration', () => {
  it('reads the media ports, announced address, publisher cap, TURN servers and ffmpeg', () => {
    const config = loadConfig({
      ...base,
      DATA_DIR: '/tmp/quad-media-config',
      MEDIA_PORT_MIN: '40000',
      MEDIA_PORT_MAX: '40100',
      MEDIA_ANNOUNCED_ADDRESS: '203.0.113.7',
      MEDIA_MAX_PUBLISHERS: '3',
      TURN_URLS: 'turn:turn.example.test:3478, turns:turn.example.test:5349',
      TURN_SECRET: 'a-long-enough-turn-secret',
      MEDIA_FFMPEG: '/opt/ffmpeg/bin/ffmpeg',
    });
    expect(config.media).toEqual({
      server: 'embedded',
      portRange: [40000, 40100],
      announcedAddress: '203.0.113.7',
      maxPublishers: 3,
      turnUrls: ['turn:turn.example.test:3478', 'turns:turn.example.test:5349'],
      turnSecret: 'a-long-enough-turn-secret',
      ffmpegPath: '/opt/ffmpeg/bin/ffmpeg',
    });
  });

  it.each([
    [{ MEDIA_PORT_MIN: '40000' }, /go together/],
    [{ MEDIA_PORT_MIN: '40100', MEDIA_PORT_MAX: '40000' }, /below/],
    [{ TURN_URLS: 'turn:turn.example.test' }, /needs TURN_SECRET/],
    [{ MEDIA_SERVER: 'janus' }, /needs JANUS_URL/],
    [{ TURN_URLS: 'https://turn.example.test', TURN_SECRET: 'x'.repeat(20) }, /turn: or turns:/],
  ])('refuses %o with a message saying what to fix', (env, message) => {
    expect(() => loadConfig({ ...base, DATA_DIR: '/tmp/quad-media-config', ...env })).toThrow(
      message,
    );
  });

  it('puts the announced address in host candidates only', () => {
    const sdp = [
      'a=candidate:1 1 udp 2116026367 10.0.0.5 40001 typ host generation 0',
      'a=candidate:2 1 udp 1686052607 198.51.100.1 40001 typ srflx raddr 10.0.0.5 rport 40001',
    ].join('\r\n');
    const announced = announceAddress(sdp, '203.0.113.7').split('\r\n');
    expect(announced[0]).toContain(' 203.0.113.7 40001 typ host');
    expect(announced[1]).toContain(' 198.51.100.1 40001 typ srflx');
    expect(announceAddress(sdp, undefined)).toBe(sdp);
  });
});
