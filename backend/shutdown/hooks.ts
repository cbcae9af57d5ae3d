// Imported by server code and by tsx entry points: no "server-only" guard.

/**
 * What a stopping process must close after its last request (the database, the local identity
 * provider). Kept on globalThis under a registry symbol, so the server script (scripts/serve.mjs),
 * which runs outside Next's bundles, finds the hooks the bundled modules registered.
 */
const hooksKey = Symbol.for("rewards.shutdown-hooks");
type Hook = () => Promise<void>;
const holder = globalThis as typeof globalThis & { [hooksKey]?: Hook[] };

/**
 * `first` runs the hook before those registered earlier: the jobs must end before the database
 * they use closes, though the database opened (and registered its close) before they started.
 */
export function onShutdown(hook: Hook, order: "first" | "last" = "last"): void {
  const hooks = (holder[hooksKey] ??= []);
  if (order === "first") hooks.unshift(hook);
  else hooks.push(hook);
}

/**
 * Set on SIGTERM or SIGINT, before the drain starts (scripts/serve.mjs, backend/shutdown/drain.ts):
 * GET /api/ready answers 503 from then on, so a load balancer stops sending new requests while
 * the ones in flight finish. On globalThis under a registry symbol for the same reason as the hooks.
 */
const stoppingKey = Symbol.for("rewards.stopping");
const flag = globalThis as typeof globalThis & { [stoppingKey]?: boolean };

export function markStopping(): void {
  flag[stoppingKey] = true;
}

export function isStopping(): boolean {
  return flag[stoppingKey] === true;
}
