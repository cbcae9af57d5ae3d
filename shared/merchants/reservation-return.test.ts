import { describe, expect, it } from "vitest";
import { safeRedirectPath } from "@/shared/rules/safe-redirect";
import { signInDestination } from "@/shared/rules/sign-in-destination";
import { chosenSlotFromQuery, signInToReserveHref, slotReturnPath } from "./reservation-return";

const chosen = { date: "2026-12-01", time: "19:00", partySize: 4, slot: "19:30" };

describe("the slot carried through sign-in", () => {
  it("comes back from the return path as it went in", () => {
    const path = slotReturnPath("m-1", chosen);
    expect(path).toBe("/merchants/m-1?date=2026-12-01&time=19%3A00&partySize=4&slot=19%3A30");
    expect(chosenSlotFromQuery(path.slice(path.indexOf("?")))).toEqual(chosen);
  });

  it("passes the safe-redirect gate and is where sign-in goes (direct and SSO)", () => {
    const path = slotReturnPath("m-1", chosen);
    expect(safeRedirectPath(path, "")).toBe(path);
    const direct = new URL(signInToReserveHref("direct", path), "https://site.test");
    expect(direct.pathname).toBe("/login");
    expect(
      signInDestination({ returnUrl: direct.searchParams.get("returnUrl"), origin: "https://site.test" }),
    ).toBe(path);
    const sso = new URL(signInToReserveHref("sso", path), "https://site.test");
    expect(sso.pathname).toBe("/Login");
    expect(sso.searchParams.get("returnTo")).toBe(path);
  });

  it.each([
    ["no slot", "?date=2026-12-01&time=19:00&partySize=4"],
    ["a bad time", "?date=2026-12-01&time=25:00&partySize=4&slot=19:30"],
    ["a bad date", "?date=tomorrow&time=19:00&partySize=4&slot=19:30"],
    ["a date the calendar does not have", "?date=2026-02-30&time=19:00&partySize=4&slot=19:30"],
    ["a party too large", "?date=2026-12-01&time=19:00&partySize=21&slot=19:30"],
    ["a party of none", "?date=2026-12-01&time=19:00&partySize=0&slot=19:30"],
  ])("ignores a query with %s", (_, search) => {
    expect(chosenSlotFromQuery(search)).toBeNull();
  });
});
