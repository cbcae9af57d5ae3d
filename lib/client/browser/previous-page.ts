import "client-only";

/**
 * The page this tab showed before the current one. Client-side routing never changes
 * document.referrer, so "the page the visitor came from" (sign-in returns there) is
 * noted here on each route change; a full page load starts empty and the referrer answers.
 */
let current: string | null = null;
let previous: string | null = null;

export function notePageShown(path: string): void {
  if (path === current) return;
  previous = current;
  current = path;
}

export function previousPagePath(): string | null {
  return previous;
}
