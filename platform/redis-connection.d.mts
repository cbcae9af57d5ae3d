export declare const redisDeadlineMs: number;

export declare function redisClientOptions(url: string): {
  url: string;
  pingInterval: number;
  disableOfflineQueue: true;
  commandOptions: { timeout: number };
  socket: { connectTimeout: number; reconnectStrategy: (retries: number) => number };
};

/** What connectInBackground needs of a client (@redis/client's RedisClientType has it). */
interface BackgroundClient {
  readonly isReady: boolean;
  on(event: "ready", listener: () => void): unknown;
  on(event: "error", listener: (error: unknown) => void): unknown;
  connect(): Promise<unknown>;
}

export interface RedisConnection {
  /** The latest connection error's message, never the URL. */
  readonly lastError: string | undefined;
  /** True while connected; false at once while down; else the first attempt's outcome, within `deadlineMs`. */
  ready(deadlineMs: number): Promise<boolean>;
}

export declare function connectInBackground(client: BackgroundClient): RedisConnection;

export interface OutageLog {
  failed(error: string | undefined): void;
  succeeded(): void;
}

export declare function outageLog(
  store: string,
  log: { warn(message: string, error: string | undefined): void; info(message: string): void },
): OutageLog;
