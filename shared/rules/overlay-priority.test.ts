import { describe, expect, it } from "vitest";
import {
  noPromotionsYet,
  overlayOnTurn,
  overlayPriority,
  type OverlayKind,
  type OverlayWish,
} from "./overlay-priority";

const all = (wish: OverlayWish): Record<OverlayKind, OverlayWish> =>
  Object.fromEntries(overlayPriority.map((kind) => [kind, wish])) as Record<OverlayKind, OverlayWish>;

/** A desktop page open to interruptions, early in a visit that has seen nothing yet. */
const page = { quietPage: false, pageDialogOpen: false, phone: false, visit: noPromotionsYet };

describe("overlayOnTurn", () => {
  it("gives the turn to one overlay only, the highest that wants to show", () => {
    expect(overlayOnTurn({ wishes: all("show"), ...page })).toBe("updateRequired");
    expect(overlayOnTurn({ wishes: { ...all("hide"), announcement: "show", survey: "show" }, ...page })).toBe(
      "announcement",
    );
    expect(
      overlayOnTurn({ wishes: { ...all("hide"), survey: "show", installBanner: "show" }, ...page }),
    ).toBe("survey");
  });

  it("lets the update-required screen beat every other overlay, whatever they want", () => {
    for (const kind of overlayPriority) {
      const wishes = { ...all("hide"), [kind]: "show" as const, updateRequired: "show" as const };
      expect(overlayOnTurn({ wishes, ...page })).toBe("updateRequired");
    }
  });

  it("waits while a higher overlay cannot tell yet, so a lower one never flashes up", () => {
    expect(
      overlayOnTurn({ wishes: { ...all("hide"), ssoModal: "pending", survey: "show" }, ...page }),
    ).toBeNull();
    // One that has not reported at all counts as pending.
    expect(overlayOnTurn({ wishes: { survey: "show" }, ...page })).toBeNull();
    // A pending overlay below the one that shows does not hold it back.
    expect(
      overlayOnTurn({
        wishes: { ...all("hide"), generalPopup: "show", survey: "pending" },
        ...page,
      }),
    ).toBe("generalPopup");
  });

  it("opens the next one once the shown overlay is closed", () => {
    const wishes = { ...all("hide"), announcement: "show" as const, survey: "show" as const };
    expect(overlayOnTurn({ wishes, ...page })).toBe("announcement");
    expect(overlayOnTurn({ wishes: { ...wishes, announcement: "hide" }, ...page })).toBe("survey");
  });

  it("shows nothing on a quiet page but the update-required screen, the session warning and toasts", () => {
    const quietOnes = { updateRequired: "hide", sessionWarning: "hide", toast: "hide" } as const;
    expect(overlayOnTurn({ wishes: { ...all("show"), ...quietOnes }, ...page, quietPage: true })).toBeNull();
    expect(overlayOnTurn({ wishes: all("show"), ...page, quietPage: true })).toBe("updateRequired");
    // A member mid-enrollment is signed out there too, and a toast answers what they did there.
    expect(
      overlayOnTurn({
        wishes: { ...all("show"), ...quietOnes, sessionWarning: "show" },
        ...page,
        quietPage: true,
      }),
    ).toBe("sessionWarning");
    expect(
      overlayOnTurn({ wishes: { ...all("show"), ...quietOnes, toast: "show" }, ...page, quietPage: true }),
    ).toBe("toast");
    // Lower overlays still deciding do not matter there.
    expect(overlayOnTurn({ wishes: quietOnes, ...page, quietPage: true })).toBeNull();
  });

  it("ranks the session warning right after the update-required screen, above every popup", () => {
    const wishes = { ...all("show"), updateRequired: "hide" as const };
    expect(overlayOnTurn({ wishes, ...page })).toBe("sessionWarning");
    expect(overlayPriority.indexOf("sessionWarning")).toBe(1);
  });

  it("holds a toast back behind the modal popups, and the bars behind a toast", () => {
    const wishes = {
      ...all("hide"),
      announcement: "show" as const,
      toast: "show" as const,
      survey: "show" as const,
    };
    expect(overlayOnTurn({ wishes, ...page })).toBe("announcement");
    expect(overlayOnTurn({ wishes: { ...wishes, announcement: "hide" }, ...page })).toBe("toast");
    expect(overlayOnTurn({ wishes: { ...all("hide"), toast: "show", installBanner: "show" }, ...page })).toBe(
      "toast",
    );
  });

  it("shows nothing when nothing wants to", () => {
    expect(overlayOnTurn({ wishes: all("hide"), ...page })).toBeNull();
  });

  it("opens no promotion over a dialog of the page, and still lets the session warning and toasts through", () => {
    const wishes = { ...all("hide"), ssoModal: "show" as const, installBanner: "show" as const };
    expect(overlayOnTurn({ wishes, ...page, pageDialogOpen: true })).toBeNull();
    expect(overlayOnTurn({ wishes: { ...wishes, toast: "show" }, ...page, pageDialogOpen: true })).toBe(
      "toast",
    );
    // Once the page's dialog has closed, the promotion has its turn.
    expect(overlayOnTurn({ wishes, ...page })).toBe("ssoModal");
  });

  it("gives a promotion one turn a visit: shown on an earlier page, it does not come back", () => {
    const wishes = { ...all("hide"), announcement: "show" as const, survey: "show" as const };
    const visit = { shownEarlier: ["announcement" as const], shownHere: [] };
    expect(overlayOnTurn({ wishes, ...page, visit })).toBe("survey");
    // Still on the page where it opened, it keeps its turn (the survey bar, hidden behind a toast, comes back).
    expect(overlayOnTurn({ wishes, ...page, visit: { shownEarlier: [], shownHere: ["announcement"] } })).toBe(
      "announcement",
    );
  });

  it("gives a phone one promotion per visit, whichever came first", () => {
    const wishes = { ...all("hide"), announcement: "show" as const, installBanner: "show" as const };
    const phone = { ...page, phone: true };
    expect(overlayOnTurn({ wishes, ...phone })).toBe("announcement");
    const afterAnnouncement = { shownEarlier: [], shownHere: ["announcement" as const] };
    expect(
      overlayOnTurn({ wishes: { ...wishes, announcement: "hide" }, ...phone, visit: afterAnnouncement }),
    ).toBeNull();
    expect(
      overlayOnTurn({ wishes: { ...wishes, announcement: "hide" }, ...page, visit: afterAnnouncement }),
    ).toBe("installBanner");
    // The session warning is no promotion: it still comes.
    expect(
      overlayOnTurn({
        wishes: { ...all("hide"), sessionWarning: "show" },
        ...phone,
        visit: afterAnnouncement,
      }),
    ).toBe("sessionWarning");
  });
});
