/**
 * One queue for everything that can interrupt a page (decisions 0029, 0036): at most one
 * of these shows at a time. Each overlay says whether it wants to show; the queue gives the turn
 * to the first in priority order that does. An overlay that cannot tell yet (the member is still
 * loading, the page has not hydrated) holds back everything after it, so a lower one never
 * flashes up only to be replaced a moment later.
 */
export const overlayPriority = [
  // An outdated app cannot be used at all: it beats everything, and nothing opens over it.
  "updateRequired",
  // The member is about to be signed out: it matters more than anything the page offers.
  "sessionWarning",
  "generalPopup",
  "ssoModal",
  "announcement",
  // A toast answers what the visitor just did (saved, added, failed), so it beats the bars. The
  // popups above are modal: no action on the page can raise a toast while one is open, and a
  // background one (a new version) waits rather than closing a dialog being read.
  "toast",
  "survey",
  "installBanner",
] as const;

export type OverlayKind = (typeof overlayPriority)[number];

/** "pending": the overlay cannot tell yet whether it wants to show. */
export type OverlayWish = "show" | "hide" | "pending";

export interface OverlayQueueState {
  /** Each overlay's wish; a missing one counts as pending (it has not reported yet). */
  readonly wishes: Partial<Record<OverlayKind, OverlayWish>>;
  /**
   * The page asks not to be interrupted (enrollment steps, legal, not-found and error pages).
   * Only the update-required screen, the session warning and toasts still show there: the
   * outdated app cannot be used anywhere, a signed-in member mid-enrollment is signed out like
   * anyone else, and a toast answers what the visitor did on that page.
   */
  readonly quietPage: boolean;
}

/** Overlays that still show on a quiet page: none of them offers or asks anything. */
const shownOnQuietPages: ReadonlySet<OverlayKind> = new Set<OverlayKind>([
  "updateRequired",
  "sessionWarning",
  "toast",
]);

/** The overlay whose turn it is, or null when none (or when a higher one is still deciding). */
export function overlayOnTurn(state: OverlayQueueState): OverlayKind | null {
  for (const kind of overlayPriority) {
    const wish = state.wishes[kind] ?? "pending";
    if (state.quietPage && !shownOnQuietPages.has(kind)) continue;
    if (wish === "pending") return null;
    if (wish === "show") return kind;
  }
  return null;
}
