import { randomUUID } from 'node:crypto';

/** What Janus answers or tells (the fields Quad reads). */
export interface JanusMessage {
  janus: string;
  transaction?: string;
  sender?: number;
  data?: { id?: number };
  error?: { code: number; reason: string };
  plugindata?: { plugin: string; data: Record<string, unknown> };
  jsep?: { type: 'offer' | 'answer'; sdp: string };
}

/** A Janus error, with the plugin's or the core's code. */
export class JanusError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
  }
}

const POLL_EVENTS = 10;
const ASYNC_TIMEOUT_MS = 15_000;

/**
 * One session with a Janus server over its HTTP API: handles are attached to the VideoRoom
 * plugin; synchronous requests are answered at once, asynchronous ones (join, configure, start)
 * by an event that a long poll brings back (which also keeps the session alive).
 */
export class JanusSession {
  private sessionId: number | null = null;
  private starting: Promise<number> | null = null;
  private readonly waiting = new Map<
    string,
    { resolve: (message: JanusMessage) => void; reject: (error: Error) => void }
  >();
  private readonly handleListeners = new Map<number, (message: JanusMessage) => void>();
  private closed = false;

  constructor(private readonly url: string) {}

  /** Hears a handle's own events (webrtcup, hangup …), those that answer no request. */
  onHandleEvent(handle: number, listener: (message: JanusMessage) => void): void {
    this.handleListeners.set(handle, listener);
  }

  private async post(path: string, body: Record<string, unknown>): Promise<JanusMessage> {
    const response = await fetch(`${this.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    const message = (await response.json()) as JanusMessage;
    if (message.janus === 'error') {
      throw new JanusError(message.error?.code ?? 0, message.error?.reason ?? 'Janus error');
    }
    return message;
  }

  private session(): Promise<number> {
    if (this.sessionId !== null) return Promise.resolve(this.sessionId);
    this.starting ??= this.post('', { janus: 'create', transaction: randomUUID() }).then(
      (message) => {
        const id = message.data?.id;
        if (id === undefined) throw new JanusError(0, 'Janus created no session');
        this.sessionId = id;
        void this.poll(id);
        return id;
      },
    );
    return this.starting;
  }

  /** The long poll: hands each event to the request waiting for its transaction. */
  private async poll(id: number): Promise<void> {
    while (!this.closed && this.sessionId === id) {
      try {
        const response = await fetch(`${this.url}/${id}?maxev=${POLL_EVENTS}`);
        const body = (await response.json()) as JanusMessage | JanusMessage[];
        for (const message of Array.isArray(body) ? body : [body]) this.dispatch(message);
      } catch {
        await new Promise((resolve) => setTimeout(resolve, 1000));
      }
    }
  }

  private dispatch(message: JanusMessage): void {
    const waiter = message.transaction ? this.waiting.get(message.transaction) : undefined;
    if (message.janus !== 'event' || !message.transaction || !waiter) {
      if (message.sender !== undefined) this.handleListeners.get(message.sender)?.(message);
      return;
    }
    this.waiting.delete(message.transaction);
    const data = message.plugindata?.data ?? {};
    if (typeof data.error_code === 'number') {
      waiter.reject(new JanusError(data.error_code, String(data.error ?? 'Janus error')));
    } else {
      waiter.resolve(message);
    }
  }

  /** Attaches a new handle to the VideoRoom plugin. */
  async attach(): Promise<number> {
    const session = await this.session();
    const message = await this.post(`/${session}`, {
      janus: 'attach',
      plugin: 'janus.plugin.videoroom',
      transaction: randomUUID(),
    });
    const id = message.data?.id;
    if (id === undefined) throw new JanusError(0, 'Janus attached no handle');
    return id;
  }

  /** Lets a handle go; never fails (it is called fire-and-forget when people leave). */
  async detach(handle: number): Promise<void> {
    this.handleListeners.delete(handle);
    try {
      const session = await this.session();
      await this.post(`/${session}/${handle}`, { janus: 'detach', transaction: randomUUID() });
    } catch {
      // Gone already, or Janus is away: nothing left to free here.
    }
  }

  /** A synchronous plugin request (create, exists, destroy); the plugin's data. */
  async request(handle: number, body: Record<string, unknown>): Promise<Record<string, unknown>> {
    const session = await this.session();
    const message = await this.post(`/${session}/${handle}`, {
      janus: 'message',
      body,
      transaction: randomUUID(),
    });
    const data = message.plugindata?.data ?? {};
    if (typeof data.error_code === 'number') {
      throw new JanusError(data.error_code, String(data.error ?? 'Janus error'));
    }
    return data;
  }

  /** An asynchronous plugin request, with a JSEP when given; the event that answers it. */
  async requestAsync(
    handle: number,
    body: Record<string, unknown>,
    jsep?: { type: string; sdp: string },
  ): Promise<JanusMessage> {
    const session = await this.session();
    const transaction = randomUUID();
    const answered = new Promise<JanusMessage>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.waiting.delete(transaction);
        reject(new JanusError(0, 'Janus did not answer in time'));
      }, ASYNC_TIMEOUT_MS);
      this.waiting.set(transaction, {
        resolve: (message) => {
          clearTimeout(timer);
          resolve(message);
        },
        reject: (error) => {
          clearTimeout(timer);
          reject(error);
        },
      });
    });
    // The answer may come back (and fail) before the request's own reply: never unhandled.
    answered.catch(() => undefined);
    try {
      await this.post(`/${session}/${handle}`, {
        janus: 'message',
        body,
        transaction,
        ...(jsep ? { jsep } : {}),
      });
    } catch (error) {
      this.waiting.delete(transaction);
      throw error;
    }
    return answered;
  }

  async close(): Promise<void> {
    this.closed = true;
    const id = this.sessionId;
    this.sessionId = null;
    for (const waiter of this.waiting.values()) waiter.reject(new JanusError(0, 'closed'));
    this.waiting.clear();
    if (id !== null) {
      await this.post(`/${id}`, { janus: 'destroy', transaction: randomUUID() }).catch(
        () => undefined,
      );
    }
  }
}
