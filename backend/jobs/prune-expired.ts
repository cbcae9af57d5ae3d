import "server-only";
import { pruneExpiredRows } from "@/backend/services/maintenance/prune-expired-rows";
import type { JobDefinition } from "./job";

/**
 * Deletes expired sessions, rate-limit windows, spent human checks, password-reset links, and
 * mail and impressions past their retention (backend/services/maintenance/prune-expired-rows.ts).
 * Hourly: the tables stay small and nothing is kept much past its use.
 */
export const pruneExpired: JobDefinition = {
  name: "prune",
  everyMinutes: () => 60,
  run: ({ db, now }) => pruneExpiredRows(db, now),
};
