import "client-only";

/**
 * Runs `work` once the browser is idle (at the latest after `timeout` ms), or after `fallback` ms
 * where there is no requestIdleCallback (Safari): for code a page warms or loads for later, so
 * it never takes a turn before the page's first paint or its own loading.
 */
export function whenIdle(
  work: () => void,
  options: { timeout?: number; fallback?: number } = {},
): { cancel(): void } {
  const { timeout = 5_000, fallback = 2_000 } = options;
  if (typeof window.requestIdleCallback === "function") {
    const id = window.requestIdleCallback(work, { timeout });
    return {
      cancel: () => {
        window.cancelIdleCallback(id);
      },
    };
  }
  const timer = setTimeout(work, fallback);
  return {
    cancel: () => {
      clearTimeout(timer);
    },
  };
}
