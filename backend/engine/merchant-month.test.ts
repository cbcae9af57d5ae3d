import { describe, expect, it } from "vitest";
import { merchantMonthOf } from "./merchant-month";

const visit = (mealDate: string, timeZone = "America/New_York") => ({
  partnerCode: "harbor",
  memberId: "7c0b8a4e-1111-4b7a-9d7c-000000000001",
  merchant: { id: "m-000001", timeZone },
  mealDate: new Date(mealDate),
});

describe("merchantMonthOf", () => {
  it("counts a meal in the restaurant's own month", () => {
    // 23:30 on 31 January in New York is February in UTC: still January's.
    const late = merchantMonthOf(visit("2026-01-31T23:30:00-05:00"));
    expect(late.key).toBe(`harbor/${visit("").memberId}/m-000001/2026-01`);
    expect(late.start).toEqual(new Date("2026-01-01T00:00:00-05:00"));
    expect(late.end).toEqual(new Date("2026-02-01T00:00:00-05:00"));
    expect(merchantMonthOf(visit("2026-02-01T00:00:00-05:00")).key).toMatch(/2026-02$/);
  });

  it("ends December at the new year, and follows daylight-saving changes", () => {
    const december = merchantMonthOf(visit("2026-12-15T12:00:00Z", "Europe/Berlin"));
    expect(december.end).toEqual(new Date("2027-01-01T00:00:00+01:00"));
    const march = merchantMonthOf(visit("2026-03-20T12:00:00Z", "America/Los_Angeles"));
    expect(march.start).toEqual(new Date("2026-03-01T00:00:00-08:00"));
    expect(march.end).toEqual(new Date("2026-04-01T00:00:00-07:00"));
  });
});
