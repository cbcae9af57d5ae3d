import { describe, expect, it } from "vitest";
import { getPartner } from "@/partners/registry";
import { expandFields } from "./expand-fields";
import { partnerPlaceholderValues } from "./partner-values";

describe("partner copy values", () => {
  const harbor = getPartner("harbor")?.effective;
  if (!harbor) throw new Error("harbor");
  const values = partnerPlaceholderValues(harbor);

  it("names the partner, its currency and its support contacts", () => {
    expect(values.PARTNER_NAME_1).toBe("Harbor Hotels Dining");
    expect(values.CURRENCY_P_1).toBe("points");
    expect(values.CURRENCY_P_CAP_1).toBe("Points");
    expect(values.SUPPORT_PHONE_1).toBe("1-800-555-0142");
    expect(values.RESERVATION_BONUS_1).toBe("50");
  });

  it("expands every string of nested content fields", () => {
    const fields = { a: "CURRENCY_P_1", b: [{ c: "PARTNER_NAME_1 rocks" }], d: 3, e: null, f: true };
    expect(expandFields(fields, values)).toEqual({
      a: "points",
      b: [{ c: "Harbor Hotels Dining rocks" }],
      d: 3,
      e: null,
      f: true,
    });
  });
});
