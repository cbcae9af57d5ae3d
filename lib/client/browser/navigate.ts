import "client-only";
/**
 * A full page load to a path of this site. Used where the spec asks for one (sign-out, session
 * expiry) so no member data stays in the page's memory; client-side routing would keep it.
 */
export function fullPageNavigate(path: string): void {
  window.location.assign(new URL(path, window.location.origin).href);
}
