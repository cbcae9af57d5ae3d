// How every Redis connection of the app behaves: the backend's shared state
// (backend/services/shared-state/redis-client.ts) and Next's page cache (next-cache-handler.mjs).
// A Redis that is down, unreachable or hung costs a request one deadline at most, never an
// open-ended wait, and the instance picks Redis up again by itself once it answers:
// - connecting gives up after `redisDeadlineMs`, and the client keeps retrying in the background,
//   every 2 s at most, for as long as the process lives;
// - a command fails at once while the client is disconnected (no offline queue holding it until
//   Redis returns), and after `redisDeadlineMs` when Redis does not answer it.
// What a store does without Redis is its own decision (docs/deploy.md, "When Redis is down").
//
// Plain JavaScript: Next loads the cache handler outside the app's bundles.

/** The longest a request waits on Redis: to connect, and for one command's answer. */
export const redisDeadlineMs = 2_000;

/** The longest pause between two attempts to reconnect. */
const maxReconnectDelayMs = 2_000;

/** Options for @redis/client's createClient: `url` with the deadlines above. */
export function redisClientOptions(url) {
  return {
    url,
    // Pinged every 10 s, so an idle connection is not cut (and a dead one is noticed).
    pingInterval: 10_000,
    disableOfflineQueue: true,
    commandOptions: { timeout: redisDeadlineMs },
    socket: {
      connectTimeout: redisDeadlineMs,
      // Never gives up (the default one does after a timeout), never waits more than 2 s.
      reconnectStrategy: (retries) => Math.min(50 * 2 ** retries, maxReconnectDelayMs),
    },
  };
}

function messageOf(error) {
  return error instanceof Error ? error.message : String(error);
}

/**
 * Connects `client` in the background and follows whether it can be used. `ready(deadlineMs)`
 * answers true while connected; false at once while Redis is known to be down (the last attempt
 * failed); and while a first attempt is under way, whichever comes first of its outcome and the
 * deadline. It never rejects. `lastError` is the latest connection error's message (never the URL).
 */
export function connectInBackground(client) {
  let down = false;
  let lastError;
  const waiters = new Set();
  const settle = (value) => {
    for (const waiter of waiters) waiter(value);
  };
  client.on("ready", () => {
    down = false;
    settle(true);
  });
  // Without a listener an error event would end the process; the client reconnects by itself.
  client.on("error", (error) => {
    lastError = messageOf(error);
    if (client.isReady) return;
    down = true;
    settle(false);
  });
  // Settles only when the client is closed: the reconnect strategy never gives up.
  client.connect().catch((error) => {
    lastError = messageOf(error);
    down = true;
    settle(false);
  });
  return {
    get lastError() {
      return lastError;
    },
    ready(deadlineMs) {
      if (client.isReady) return Promise.resolve(true);
      if (down) return Promise.resolve(false);
      return new Promise((resolve) => {
        const waiter = (value) => {
          clearTimeout(timer);
          waiters.delete(waiter);
          resolve(value);
        };
        const timer = setTimeout(() => {
          // A connection that does not come up within the deadline counts as down until it does.
          down = true;
          lastError ??= `Redis did not answer within ${deadlineMs} ms`;
          waiter(false);
        }, deadlineMs);
        waiters.add(waiter);
      });
    },
  };
}

/**
 * One line per outage of one store: `failed` warns "<store>: Redis unavailable" the first time,
 * `succeeded` says "<store>: Redis available again" once it works again. Between the two, nothing.
 */
export function outageLog(store, log) {
  let down = false;
  return {
    failed(error) {
      if (down) return;
      down = true;
      log.warn(`${store}: Redis unavailable`, error);
    },
    succeeded() {
      if (!down) return;
      down = false;
      log.info(`${store}: Redis available again`);
    },
  };
}
