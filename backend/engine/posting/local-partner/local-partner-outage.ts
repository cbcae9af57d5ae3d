// No "server-only" guard needed either way: the route, the file receiver and tests read it.

/**
 * Whether the local receiver plays a partner that is down (decision 0064): its route answers 503
 * and its file step writes no acknowledgement, so the retries and the backoff can be seen (and
 * tested) end to end. Kept on globalThis under a registry symbol, as the job nudger is
 * (backend/jobs/nudge.ts), so Next's module copies share it.
 */
const outageKey = Symbol.for("rewards.local-partner-outage");
const holder = globalThis as typeof globalThis & { [outageKey]?: boolean };

export function setLocalPartnerOutage(down: boolean): void {
  holder[outageKey] = down;
}

export function localPartnerDown(): boolean {
  return holder[outageKey] === true;
}
