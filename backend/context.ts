import "server-only";
import type { CacheTag } from "@/shared/contracts/operations";
import type { Partner } from "@/partners/registry";
import type { Db } from "./db/client";
import type { WorkGate } from "./db/work-gate";
import type { RateLimitStore } from "./services/rate-limits/rate-limit-store";
import type { SessionData } from "./services/sessions/session-data";

/** What middleware puts on the Hono context for handlers. */
export interface AppVariables {
  deps: AppDeps;
  partner: Partner;
  db: Db;
  session: SessionData;
  /** This request's id: echoed as X-Request-Id, logged, and a 500's referenceId. */
  requestId: string;
}

export interface AppEnv {
  Variables: AppVariables;
}

/** What the app needs from outside; tests pass their own database. */
export interface AppDeps {
  getDb: () => Promise<Db>;
  /** False when the embedded database's folder vanished under the process (backend/db/client.ts). */
  databaseFilesPresent?: () => boolean;
  /**
   * The proof of work's difficulty, for test apps only (solving the production one thousands of
   * times would make suites slow); the app itself always uses challengeMaxNumber.
   */
  humanCheckMaxNumber?: number;
  /**
   * The bound on concurrent searches' database work (backend/middleware/database-slot.ts); the
   * process's own, sized by DB_CONCURRENCY, DB_QUEUE_LIMIT and DB_QUEUE_WAIT_MS, when absent.
   */
  databaseGate?: WorkGate;
  /** The tile server's template; the deployment's MAP_TILE_URL when absent (decision 0067). */
  mapTileUrl?: string;
  /** Rate-limit counters; the deployment's store (Redis, PostgreSQL or memory) when absent. */
  rateLimitStore?: RateLimitStore;
  /**
   * Expires tags of Next's data cache; given only where Next serves the API (its route handler),
   * since `npm run backend` on its own has no page cache to expire.
   */
  revalidateCacheTags?: (tags: readonly CacheTag[]) => Promise<void>;
}
