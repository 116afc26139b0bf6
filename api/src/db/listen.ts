import type { PGlite } from '@electric-sql/pglite';
import { Client } from 'pg';

/** What a LISTEN connection tells its owner. */
export interface ListenHandlers {
  /** A NOTIFY on one of the channels, after the commit of the transaction that sent it. */
  notify(channel: string, payload: string): void;
  /**
   * The connection listens (again): notifications sent while it was away are lost, so the owner
   * catches up from the tables. Not called for the first connection.
   */
  reconnected(): void;
  /** A connection attempt or a live connection failed (it is retried by itself). */
  failed?(error: unknown): void;
}

/** Stops listening and closes the connection. */
export type StopListening = () => Promise<void>;

export type Listen = (channels: string[], handlers: ListenHandlers) => Promise<StopListening>;

const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** How long the PostgreSQL listener waits before connecting again: doubled up to 5 s. */
const RETRY_MIN_MS = 100;
const RETRY_MAX_MS = 5000;

/**
 * LISTEN on PostgreSQL, on a connection of its own (outside the pool: it stays open and idle).
 * When the connection drops (the server restarts, a proxy cuts it) it connects again after a
 * short backoff, for as long as it is not stopped, and says so with `reconnected`. Resolves once
 * the first connection listens.
 */
export function listenPostgres(databaseUrl: string): Listen {
  return async (channels, handlers) => {
    let stopped = false;
    let client: Client | null = null;
    let retryMs = RETRY_MIN_MS;
    let timer: NodeJS.Timeout | null = null;

    const connect = async (): Promise<void> => {
      const next = new Client({ connectionString: databaseUrl, keepAlive: true });
      next.on('notification', (message) => {
        handlers.notify(message.channel, message.payload ?? '');
      });
      next.on('error', (error) => {
        handlers.failed?.(error);
        lost(next);
      });
      next.on('end', () => lost(next));
      await next.connect();
      for (const channel of channels) await next.query(`LISTEN ${quoteIdent(channel)}`);
      if (stopped) {
        await next.end().catch(() => {});
        return;
      }
      client = next;
      retryMs = RETRY_MIN_MS;
    };

    const retry = () => {
      if (stopped || timer) return;
      timer = setTimeout(() => {
        timer = null;
        connect().then(
          () => {
            if (!stopped) handlers.reconnected();
          },
          (error: unknown) => {
            handlers.failed?.(error);
            retryMs = Math.min(retryMs * 2, RETRY_MAX_MS);
            retry();
          },
        );
      }, retryMs);
      timer.unref();
    };

    function lost(which: Client): void {
      if (client !== which) return;
      client = null;
      which.removeAllListeners('notification');
      which.end().catch(() => {});
      retry();
    }

    await connect();
    return async () => {
      stopped = true;
      if (timer) clearTimeout(timer);
      const last = client;
      client = null;
      await last?.end().catch(() => {});
    };
  };
}

/** LISTEN on PGlite: the database lives in this process, its notifications too; never drops. */
export function listenPglite(pglite: PGlite): Listen {
  return async (channels, handlers) => {
    const stops = await Promise.all(
      channels.map((channel) =>
        pglite.listen(channel, (payload) => handlers.notify(channel, payload)),
      ),
    );
    return async () => {
      if (pglite.closed) return;
      await Promise.all(stops.map((stop) => stop()));
    };
  };
}
