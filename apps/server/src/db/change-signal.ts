import pg from 'pg';

/**
 * A "something changed" signal between server processes on one PostgreSQL database, through LISTEN/NOTIFY: no
 * other service to run. One dedicated connection listens (a pooled one cannot: LISTEN belongs to a session); if it
 * drops, it reconnects with backoff, and `onReconnect` runs because notifications sent meanwhile were missed.
 * Each process tags what it sends, so it does not react to its own signals.
 */
export interface ChangeSignalOptions {
  databaseUrl: string;
  /** A PostgreSQL identifier: lower-case letters, digits and underscores. */
  channel: string;
  /** Another process signalled. */
  onSignal: () => void;
  /** The listener connected again after a drop (signals may have been missed). */
  onReconnect: () => void;
  log: { info(message: string): void; warn(message: string): void };
  /** Longest wait between reconnection attempts. */
  maxBackoffMs?: number;
}

const FIRST_BACKOFF_MS = 100;

export class ChangeSignal {
  /** Tags this process's own signals (pid alone could repeat across machines). */
  readonly sender = `${process.pid}-${Math.random().toString(36).slice(2, 10)}`;
  private client: pg.Client | null = null;
  private closed = false;
  private timer: NodeJS.Timeout | null = null;
  private backoffMs = FIRST_BACKOFF_MS;
  /** Set when the listening connection dropped: signals sent meanwhile never arrived. */
  private missedSignals = false;
  private readonly options: ChangeSignalOptions;

  constructor(options: ChangeSignalOptions) {
    if (!/^[a-z_][a-z0-9_]*$/.test(options.channel)) throw new Error(`bad channel name: ${options.channel}`);
    this.options = options;
  }

  /** Connects and listens; resolves once listening (or after the first failure, which keeps retrying). */
  start(): Promise<void> {
    return this.connect();
  }

  get channel(): string {
    return this.options.channel;
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.timer) clearTimeout(this.timer);
    const client = this.client;
    this.client = null;
    await client?.end().catch(() => undefined);
  }

  private async connect(): Promise<void> {
    if (this.closed) return;
    const { databaseUrl, channel, log } = this.options;
    const client = new pg.Client({
      connectionString: databaseUrl,
      application_name: `verdant-listener-${channel}`,
      keepAlive: true,
    });
    let dropped = false;
    const drop = (reason: string) => {
      if (dropped) return;
      dropped = true;
      if (this.client === client) this.client = null;
      this.missedSignals = true;
      client.end().catch(() => undefined);
      if (this.closed) return;
      log.warn(`${channel} listener: connection lost (${reason}); reconnecting`);
      this.scheduleReconnect();
    };
    client.on('error', (error) => drop(error.message));
    client.on('end', () => drop('closed'));
    client.on('notification', (message) => {
      if (message.channel === channel && message.payload !== this.sender) this.options.onSignal();
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${channel}`);
    } catch (error) {
      drop(error instanceof Error ? error.message : String(error));
      return;
    }
    if (this.closed || dropped) {
      await client.end().catch(() => undefined);
      return;
    }
    this.client = client;
    this.backoffMs = FIRST_BACKOFF_MS;
    if (this.missedSignals) {
      this.missedSignals = false;
      log.info(`${channel} listener: listening again`);
      this.options.onReconnect();
    }
  }

  private scheduleReconnect() {
    if (this.timer || this.closed) return;
    const wait = this.backoffMs;
    this.backoffMs = Math.min(this.backoffMs * 2, this.options.maxBackoffMs ?? 5_000);
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.connect();
    }, wait);
    this.timer.unref();
  }
}
