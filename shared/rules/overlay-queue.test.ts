import { describe, expect, it } from "vitest";
import { overlayOnTurn, overlayPriority, type OverlayKind, type OverlayWish } from "./overlay-queue";

const all = (wish: OverlayWish): Record<OverlayKind, OverlayWish> =>
  Object.fromEntries(overlayPriority.map((kind) => [kind, wish])) as Record<OverlayKind, OverlayWish>;

describe("overlayOnTurn", () => {
  it("gives the turn to one overlay only, the highest that wants to show", () => {
    expect(overlayOnTurn({ wishes: all("show"), quietPage: false })).toBe("updateRequired");
    expect(
      overlayOnTurn({ wishes: { ...all("hide"), announcement: "show", survey: "show" }, quietPage: false }),
    ).toBe("announcement");
    expect(
      overlayOnTurn({ wishes: { ...all("hide"), survey: "show", installBanner: "show" }, quietPage: false }),
    ).toBe("survey");
  });

  it("lets the update-required screen beat every other overlay, whatever they want", () => {
    for (const kind of overlayPriority) {
      const wishes = { ...all("hide"), [kind]: "show" as const, updateRequired: "show" as const };
      expect(overlayOnTurn({ wishes, quietPage: false })).toBe("updateRequired");
    }
  });

  it("waits while a higher overlay cannot tell yet, so a lower one never flashes up", () => {
    expect(
      overlayOnTurn({ wishes: { ...all("hide"), ssoModal: "pending", survey: "show" }, quietPage: false }),
    ).toBeNull();
    // One that has not reported at all counts as pending.
    expect(overlayOnTurn({ wishes: { survey: "show" }, quietPage: false })).toBeNull();
    // A pending overlay below the one that shows does not hold it back.
    expect(
      overlayOnTurn({
        wishes: { ...all("hide"), generalPopup: "show", survey: "pending" },
        quietPage: false,
      }),
    ).toBe("generalPopup");
  });

  it("opens the next one once the shown overlay is closed", () => {
    const wishes = { ...all("hide"), announcement: "show" as const, survey: "show" as const };
    expect(overlayOnTurn({ wishes, quietPage: false })).toBe("announcement");
    expect(overlayOnTurn({ wishes: { ...wishes, announcement: "hide" }, quietPage: false })).toBe("survey");
  });

  it("shows nothing on a quiet page but the update-required screen, the session warning and toasts", () => {
    const quietOnes = { updateRequired: "hide", sessionWarning: "hide", toast: "hide" } as const;
    expect(overlayOnTurn({ wishes: { ...all("show"), ...quietOnes }, quietPage: true })).toBeNull();
    expect(overlayOnTurn({ wishes: all("show"), quietPage: true })).toBe("updateRequired");
    // A member mid-enrollment is signed out there too, and a toast answers what they did there.
    expect(
      overlayOnTurn({ wishes: { ...all("show"), ...quietOnes, sessionWarning: "show" }, quietPage: true }),
    ).toBe("sessionWarning");
    expect(overlayOnTurn({ wishes: { ...all("show"), ...quietOnes, toast: "show" }, quietPage: true })).toBe(
      "toast",
    );
    // Lower overlays still deciding do not matter there.
    expect(overlayOnTurn({ wishes: quietOnes, quietPage: true })).toBeNull();
  });

  it("ranks the session warning right after the update-required screen, above every popup", () => {
    const wishes = { ...all("show"), updateRequired: "hide" as const };
    expect(overlayOnTurn({ wishes, quietPage: false })).toBe("sessionWarning");
    expect(overlayPriority.indexOf("sessionWarning")).toBe(1);
  });

  it("holds a toast back behind the modal popups, and the bars behind a toast", () => {
    const wishes = {
      ...all("hide"),
      announcement: "show" as const,
      toast: "show" as const,
      survey: "show" as const,
    };
    expect(overlayOnTurn({ wishes, quietPage: false })).toBe("announcement");
    expect(overlayOnTurn({ wishes: { ...wishes, announcement: "hide" }, quietPage: false })).toBe("toast");
    expect(
      overlayOnTurn({ wishes: { ...all("hide"), toast: "show", installBanner: "show" }, quietPage: false }),
    ).toBe("toast");
  });

  it("shows nothing when nothing wants to", () => {
    expect(overlayOnTurn({ wishes: all("hide"), quietPage: false })).toBeNull();
  });
});
