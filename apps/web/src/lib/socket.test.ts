import { describe, expect, it, vi } from 'vitest';
import type { Socket } from 'socket.io-client';
import { createRealtime } from './socket';
import { createTokenStore } from './token-store';

type Listener = (...args: unknown[]) => void;

/** Just enough of a Socket.IO client socket to drive the realtime module. */
function fakeSocket() {
  const listeners = new Map<string, Listener[]>();
  const socket = {
    connected: false,
    emit: vi.fn((event: string, payload: { channel: string }, ack?: (answer: unknown) => void) =>
      ack?.({ ok: true }),
    ),
    on: (event: string, listener: Listener) =>
      listeners.set(event, [...(listeners.get(event) ?? []), listener]),
    off: (event: string) => listeners.delete(event),
    fire: (event: string, ...args: unknown[]) =>
      listeners.get(event)?.forEach((listener) => listener(...args)),
    connect() {
      socket.connected = true;
      socket.fire('connect');
    },
  };
  return socket;
}

function setup() {
  const socket = fakeSocket();
  const connect = vi.fn(() => socket as unknown as Socket);
  const realtime = createRealtime({ tokens: createTokenStore(window.localStorage), connect });
  const subscribed = () =>
    socket.emit.mock.calls
      .filter(([event]) => event === 'subscribe')
      .map(([, payload]) => payload.channel);
  return { socket, connect, realtime, subscribed };
}

describe('realtime', () => {
  it('subscribes once per channel and fans events out to every subscriber', () => {
    const { socket, realtime, subscribed } = setup();
    socket.connect();
    const first = vi.fn();
    const second = vi.fn();
    realtime.subscribe('dialogs:5:messages:new', first);
    realtime.subscribe('dialogs:5:messages:new', second);
    socket.fire('dialogs:5:messages:new', { id: 1, text: 'Hi' });
    expect(subscribed()).toEqual(['dialogs:5:messages:new']);
    expect(first).toHaveBeenCalledWith({ id: 1, text: 'Hi' });
    expect(second).toHaveBeenCalledWith({ id: 1, text: 'Hi' });
  });

  it('tells the subscriber each time the channel goes live, so it can catch up', () => {
    const { socket, realtime } = setup();
    const onSubscribed = vi.fn();
    realtime.subscribe('dialogs:5:messages:new', vi.fn(), { onSubscribed });
    socket.connect();
    expect(onSubscribed).toHaveBeenCalledTimes(1);
    socket.connect();
    expect(onSubscribed).toHaveBeenCalledTimes(2);
  });

  it('subscribes again after a reconnect, since the server forgot', () => {
    const { socket, realtime, subscribed } = setup();
    realtime.subscribe('liveStreams:3:info', vi.fn());
    socket.connect();
    socket.connect();
    expect(subscribed()).toEqual(['liveStreams:3:info', 'liveStreams:3:info']);
  });

  it('unsubscribes from the server when the last subscriber leaves', () => {
    const { socket, realtime } = setup();
    socket.connect();
    const leaveFirst = realtime.subscribe('7:dialogs:new', vi.fn());
    const leaveSecond = realtime.subscribe('7:dialogs:new', vi.fn());
    leaveFirst();
    expect(socket.emit).not.toHaveBeenCalledWith('unsubscribe', { channel: '7:dialogs:new' });
    leaveSecond();
    leaveSecond();
    expect(socket.emit.mock.calls.filter(([event]) => event === 'unsubscribe')).toHaveLength(1);
  });

  it('tells the subscriber when the server refuses the channel', () => {
    const { socket, realtime } = setup();
    socket.emit.mockImplementation((_event, _payload, ack) =>
      ack?.({ ok: false, error: { code: 'NOT_A_MEMBER', message: 'No' } }),
    );
    socket.connect();
    const onDenied = vi.fn();
    realtime.subscribe('dialogs:9:messages:new', vi.fn(), { onDenied });
    expect(onDenied).toHaveBeenCalledWith({ code: 'NOT_A_MEMBER', message: 'No' });
  });
});

describe('the community connection', () => {
  it('authenticates with the community token, not the main one', () => {
    const socket = fakeSocket();
    const connect = vi.fn(
      (_options: Parameters<NonNullable<Parameters<typeof createRealtime>[0]['connect']>>[0]) =>
        socket as unknown as Socket,
    );
    const tokens = createTokenStore(window.localStorage);
    tokens.setTokens('main', { token: 'main-1' });
    tokens.setTokens('community', { token: 'c-1' });
    createRealtime({ tokens, scope: 'community', connect }).subscribe('7:dialogs:new', vi.fn());
    const auth = connect.mock.calls[0]?.[0].auth as (send: (data: object) => void) => void;
    const sent = vi.fn();
    auth(sent);
    expect(sent).toHaveBeenCalledWith({ token: 'c-1' });
  });
});
