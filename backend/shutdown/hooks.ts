// Imported by server code and by tsx entry points: no "server-only" guard.

/**
 * What a stopping process must close after its last request (the database, the local identity
 * provider). Kept on globalThis under a registry symbol, so the server script (scripts/serve.mjs),
 * which runs outside Next's bundles, finds the hooks the bundled modules registered.
 */
const hooksKey = Symbol.for("rewards.shutdown-hooks");
type Hook = () => Promise<void>;
const holder = globalThis as typeof globalThis & { [hooksKey]?: Hook[] };

export function onShutdown(hook: Hook): void {
  (holder[hooksKey] ??= []).push(hook);
}
