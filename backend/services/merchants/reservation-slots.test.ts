import { describe, expect, it } from "vitest";
import { maxSlots, reservationSlots } from "./reservation-slots";

const request = { merchantId: "m-000001", date: "2026-12-01", time: "19:00", partySize: 2 };

describe("reservationSlots", () => {
  it("answers the same slots for the same request", () => {
    expect(reservationSlots(request)).toEqual(reservationSlots({ ...request }));
  });

  it("answers at most nine HH:MM slots, in order, near the requested time", () => {
    const slots = reservationSlots(request);
    expect(slots.length).toBeGreaterThan(0);
    expect(slots.length).toBeLessThanOrEqual(maxSlots);
    expect([...slots].sort()).toEqual(slots);
    for (const slot of slots) {
      expect(slot).toMatch(/^\d{2}:\d{2}$/);
      const [h = 0, m = 0] = slot.split(":").map(Number);
      expect(Math.abs(h * 60 + m - 19 * 60)).toBeLessThanOrEqual(5 * 60);
    }
  });

  it("keeps within opening hours for an early request", () => {
    const slots = reservationSlots({ ...request, time: "06:00" });
    expect(slots.every((slot) => slot >= "11:00" && slot <= "22:30")).toBe(true);
  });

  it("differs between dates", () => {
    const dates = ["2026-12-01", "2026-12-02", "2026-12-03", "2026-12-04"];
    const answers = new Set(dates.map((date) => reservationSlots({ ...request, date }).join()));
    expect(answers.size).toBeGreaterThan(1);
  });
});
