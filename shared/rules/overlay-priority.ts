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

/**
 * What a visit (one tab's session) has been shown so far: each promotion that has had the turn,
 * on an earlier page (an earlier load of the document) or on this one.
 */
export interface VisitPromotions {
  readonly shownEarlier: readonly OverlayKind[];
  readonly shownHere: readonly OverlayKind[];
}

export const noPromotionsYet: VisitPromotions = { shownEarlier: [], shownHere: [] };

export interface OverlayQueueState {
  /** Each overlay's wish; a missing one counts as pending (it has not reported yet). */
  readonly wishes: Partial<Record<OverlayKind, OverlayWish>>;
  /**
   * The page asks not to be interrupted: enrollment, sign-in and recovery, the account center,
   * managing a reservation, legal, not-found and error pages (shared/rules/overlay-paths.ts).
   * Only the update-required screen, the session warning and toasts still show there: the
   * outdated app cannot be used anywhere, a signed-in member mid-enrollment is signed out like
   * anyone else, and a toast answers what the visitor did on that page.
   */
  readonly quietPage: boolean;
  /**
   * A dialog of the page itself is open (the order dialog of a direct link to /Order, the booking
   * sheet, the filters, the menu): what the visitor is doing there is not interrupted either.
   */
  readonly pageDialogOpen: boolean;
  readonly visit: VisitPromotions;
  /** Narrower than the md breakpoint (661 px): a phone gets one promotion per visit. */
  readonly phone: boolean;
}

/** Overlays that still show on a quiet page: none of them offers or asks anything. */
const shownOnQuietPages: ReadonlySet<OverlayKind> = new Set<OverlayKind>([
  "updateRequired",
  "sessionWarning",
  "toast",
]);

/**
 * The popups, the survey and the install banner: each offers or asks something the visitor did
 * not come for. The rest answer the visitor or keep the app usable.
 */
export function isPromotion(kind: OverlayKind): boolean {
  return !shownOnQuietPages.has(kind);
}

/**
 * Whether a promotion may have its turn (docs/decisions/0060): never on a quiet page nor over
 * the page's own dialog; once a visit at most (a promotion shown on an earlier page does not come
 * back before the next visit, dismissed or not); and on a phone only the visit's first promotion,
 * so a visitor meets one interruption, not a popup, then a banner, then a bar.
 */
function promotionAllowed(kind: OverlayKind, state: OverlayQueueState): boolean {
  if (state.quietPage || state.pageDialogOpen) return false;
  if (state.visit.shownEarlier.includes(kind)) return false;
  if (!state.phone) return true;
  return [...state.visit.shownEarlier, ...state.visit.shownHere].every((shown) => shown === kind);
}

/** The overlay whose turn it is, or null when none (or when a higher one is still deciding). */
export function overlayOnTurn(state: OverlayQueueState): OverlayKind | null {
  for (const kind of overlayPriority) {
    const wish = state.wishes[kind] ?? "pending";
    if (isPromotion(kind) && !promotionAllowed(kind, state)) continue;
    if (wish === "pending") return null;
    if (wish === "show") return kind;
  }
  return null;
}
