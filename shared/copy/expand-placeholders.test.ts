import { describe, expect, it, vi } from "vitest";
import { expandPlaceholders, expandPlaceholdersDetailed } from "./expand-placeholders";

const values = {
  PARTNER_NAME_1: "Harbor Hotels Dining",
  CURRENCY_P_1: "points",
  CURRENCY_S_1: "point",
};

describe("expandPlaceholders", () => {
  it("replaces every known token", () => {
    expect(expandPlaceholders("Earn CURRENCY_P_1 with PARTNER_NAME_1.", values)).toBe(
      "Earn points with Harbor Hotels Dining.",
    );
  });

  it("expands CURRENT_YEAR", () => {
    expect(expandPlaceholders("© CURRENT_YEAR", {}, undefined, new Date("2031-05-01T00:00:00Z"))).toBe(
      "© 2031",
    );
  });

  it("expands nested values until stable", () => {
    const nested = { ...values, TAGLINE_1: "CURRENCY_P_1 from PARTNER_NAME_1", HERO_1: "Get TAGLINE_1" };
    const result = expandPlaceholdersDetailed("HERO_1!", nested);
    expect(result).toEqual({ text: "Get points from Harbor Hotels Dining!", stable: true });
  });

  it("leaves unknown tokens and ordinary words alone", () => {
    expect(expandPlaceholders("UNKNOWN_TOKEN_1 and Visa_2 and HELLO", values)).toBe(
      "UNKNOWN_TOKEN_1 and Visa_2 and HELLO",
    );
  });

  it("terminates on a cycle and says so", () => {
    const log = vi.fn();
    const cyclic = { A_1: "B_1", B_1: "A_1" };
    const text = expandPlaceholders("x A_1 y", cyclic, log);
    expect(["x A_1 y", "x B_1 y"]).toContain(text);
    expect(log).toHaveBeenCalledOnce();
    expect(log.mock.calls[0]?.[0]).toMatch(/cycle/);
  });

  it("terminates on a self-growing value", () => {
    const result = expandPlaceholdersDetailed("G_1", { G_1: "G_1 G_1" });
    expect(result.stable).toBe(false);
  });
});
