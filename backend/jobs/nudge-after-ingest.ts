// Imported by the engine's ways in; no "server-only" guard needed either way (as nudge.ts).
import { nudgeJob } from "./nudge";

/**
 * Called once an ingested batch or settlement file has committed: the member's notice and any
 * bonus the new meals earn are then due within seconds, not at the next scheduled run
 * (decision 0065). Without a runner (scripts, tests) it does nothing and the schedule does it.
 */
export function nudgeAfterIngest(): void {
  nudgeJob("bonus-qualification");
  nudgeJob("award-notices");
}
