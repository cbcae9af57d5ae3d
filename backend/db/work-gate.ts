/**
 * A bounded gate in front of database work (docs/decisions/0062): at most `limit` requests hold
 * a slot at once, at most `queue` more wait for one, each for at most `waitMs`. A request beyond
 * the queue, or one whose wait runs out, is refused at once (DatabaseBusyError), so a saturated
 * database answers a fast 503 with Retry-After instead of letting requests pile up without limit
 * behind one connection (PGlite) or the pool (PostgreSQL).
 */

/** Thrown by enter() when no slot can be had: the queue is full or the wait ran out. */
export class DatabaseBusyError extends Error {
  constructor(readonly reason: "queue-full" | "wait-expired") {
    super(reason === "queue-full" ? "The database queue is full" : "No database slot within the wait");
    this.name = "DatabaseBusyError";
  }
}

export interface WorkGateSettings {
  /** Requests doing database work at once. */
  readonly limit: number;
  /** Requests waiting for a slot at most; 0 refuses every request beyond the limit. */
  readonly queue: number;
  /** How long one request waits for a slot before it is refused. */
  readonly waitMs: number;
}

export interface WorkGate {
  /** Waits for a slot; resolves with the function that gives it back (call it exactly once). */
  enter(): Promise<() => void>;
  /** Slots taken and requests waiting, for the metrics and tests. */
  stats(): { active: number; waiting: number };
  readonly settings: WorkGateSettings;
}

interface Waiter {
  readonly admit: () => void;
  readonly timer: ReturnType<typeof setTimeout>;
}

export function createWorkGate(settings: WorkGateSettings): WorkGate {
  let active = 0;
  // First in, first served: the request that waited longest gets the next slot.
  const waiting: Waiter[] = [];

  function release(): void {
    const next = waiting.shift();
    if (next) {
      // The slot passes straight to the next waiter: `active` stays the same.
      clearTimeout(next.timer);
      next.admit();
      return;
    }
    active -= 1;
  }

  function slot(): () => void {
    let released = false;
    return () => {
      if (released) return;
      released = true;
      release();
    };
  }

  return {
    settings,
    enter() {
      if (active < settings.limit) {
        active += 1;
        return Promise.resolve(slot());
      }
      if (waiting.length >= settings.queue) return Promise.reject(new DatabaseBusyError("queue-full"));
      return new Promise((resolve, reject) => {
        const waiter: Waiter = {
          admit: () => {
            resolve(slot());
          },
          timer: setTimeout(() => {
            const index = waiting.indexOf(waiter);
            if (index !== -1) waiting.splice(index, 1);
            reject(new DatabaseBusyError("wait-expired"));
          }, settings.waitMs),
        };
        waiting.push(waiter);
      });
    },
    stats: () => ({ active, waiting: waiting.length }),
  };
}
