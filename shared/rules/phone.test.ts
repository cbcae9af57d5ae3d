import { describe, expect, it } from "vitest";
import { formatUsPhone, isUsPhone, normalizeUsPhone } from "./phone";

describe("US phone numbers", () => {
  it.each([
    ["2125550123", "2125550123"],
    ["12125550123", "2125550123"],
    ["212-555-0123", "2125550123"],
    ["(212) 555-0123", "2125550123"],
    ["+1 212.555.0123", "2125550123"],
    ["9999999999", "9999999999"],
  ])("keeps the 10 digits of %s", (typed, digits) => {
    expect(normalizeUsPhone(typed)).toBe(digits);
    expect(isUsPhone(typed)).toBe(true);
  });

  it.each([
    ["", "empty"],
    ["1125550123", "area code starting 1"],
    ["0125550123", "area code starting 0"],
    ["2121550123", "exchange starting 1"],
    ["2120550123", "exchange starting 0"],
    ["212555012", "9 digits"],
    ["22125550123", "11 digits not starting 1"],
    ["212555012a", "a letter"],
    ["+2 212 555 0123", "another country code"],
    ["++12125550123", "a doubled plus"],
  ])("refuses %s (%s)", (typed) => {
    expect(normalizeUsPhone(typed)).toBeUndefined();
    expect(isUsPhone(typed)).toBe(false);
  });

  it("formats as xxx-xxx-xxxx and leaves anything else alone", () => {
    expect(formatUsPhone("2125550123")).toBe("212-555-0123");
    expect(formatUsPhone("1 (212) 555 0123")).toBe("212-555-0123");
    expect(formatUsPhone("555-0123")).toBe("555-0123");
    expect(formatUsPhone("")).toBe("");
  });
});
