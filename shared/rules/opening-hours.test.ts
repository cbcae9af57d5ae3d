import { describe, expect, it } from "vitest";
import type { OpeningPeriod } from "@/shared/contracts/merchants";
import { formatClockTime, hoursByDay, localClock, openingStatus } from "./opening-hours";

// A bar: closed Monday, Tue-Thu 17:00-23:00, Fri-Sat until 02:00 the next morning, Sun brunch.
const bar: OpeningPeriod[] = [
  { day: "Tue", opens: "17:00", closes: "23:00" },
  { day: "Wed", opens: "17:00", closes: "23:00" },
  { day: "Thu", opens: "17:00", closes: "23:00" },
  { day: "Fri", opens: "17:00", closes: "02:00" },
  { day: "Sat", opens: "17:00", closes: "02:00" },
  { day: "Sun", opens: "10:00", closes: "15:00" },
];

const at = (day: OpeningPeriod["day"], time: string) => {
  const [h = 0, m = 0] = time.split(":").map(Number);
  return { day, minutes: h * 60 + m };
};

describe("opening hours", () => {
  it("is open inside a period and says when it closes", () => {
    expect(openingStatus(bar, at("Tue", "18:30"))).toEqual({
      open: true,
      closesDay: "Tue",
      closesAt: "23:00",
    });
  });

  it("is closed at the closing minute and names the next opening", () => {
    expect(openingStatus(bar, at("Tue", "23:00"))).toEqual({
      open: false,
      opensDay: "Wed",
      opensAt: "17:00",
      opensToday: false,
    });
    expect(openingStatus(bar, at("Wed", "09:00"))).toMatchObject({
      open: false,
      opensAt: "17:00",
      opensToday: true,
    });
  });

  it("stays open after midnight into the next day", () => {
    expect(openingStatus(bar, at("Sat", "01:15"))).toEqual({
      open: true,
      closesDay: "Sat",
      closesAt: "02:00",
    });
    expect(openingStatus(bar, at("Fri", "23:59"))).toEqual({
      open: true,
      closesDay: "Sat",
      closesAt: "02:00",
    });
    expect(openingStatus(bar, at("Sat", "02:00")).open).toBe(false);
  });

  it("carries Saturday night over into Sunday morning", () => {
    expect(openingStatus(bar, at("Sun", "01:59"))).toEqual({
      open: true,
      closesDay: "Sun",
      closesAt: "02:00",
    });
    expect(openingStatus(bar, at("Sun", "03:00"))).toMatchObject({
      open: false,
      opensDay: "Sun",
      opensAt: "10:00",
    });
  });

  it("skips a closed day to the next opening", () => {
    expect(openingStatus(bar, at("Mon", "12:00"))).toEqual({
      open: false,
      opensDay: "Tue",
      opensAt: "17:00",
      opensToday: false,
    });
    expect(hoursByDay(bar).find((d) => d.day === "Mon")?.periods).toEqual([]);
  });

  it("merges a period that runs to midnight with the next day's from midnight", () => {
    const allNight: OpeningPeriod[] = [
      { day: "Fri", opens: "20:00", closes: "00:00" },
      { day: "Sat", opens: "00:00", closes: "04:00" },
    ];
    expect(openingStatus(allNight, at("Fri", "21:00"))).toEqual({
      open: true,
      closesDay: "Sat",
      closesAt: "04:00",
    });
  });

  it("is never open without hours", () => {
    expect(openingStatus([], at("Mon", "12:00"))).toEqual({
      open: false,
      opensDay: null,
      opensAt: null,
      opensToday: false,
    });
  });

  it("reads the clock in the restaurant's time zone, not the visitor's", () => {
    // 03:30 UTC on Wednesday is still Tuesday evening in Chicago and Los Angeles.
    const now = new Date("2026-11-25T03:30:00Z");
    expect(localClock(now, "America/Chicago")).toEqual({ day: "Tue", minutes: 21 * 60 + 30 });
    expect(localClock(now, "America/Los_Angeles")).toEqual({ day: "Tue", minutes: 19 * 60 + 30 });
    expect(localClock(now, "America/New_York")).toEqual({ day: "Tue", minutes: 22 * 60 + 30 });
    expect(openingStatus(bar, localClock(now, "America/Chicago")).open).toBe(true);
    expect(openingStatus(bar, localClock(new Date("2026-11-25T05:30:00Z"), "America/Chicago")).open).toBe(
      false,
    );
  });

  it("formats times as they read on a US menu", () => {
    expect(formatClockTime("00:00")).toBe("12 AM");
    expect(formatClockTime("02:00")).toBe("2 AM");
    expect(formatClockTime("11:30")).toBe("11:30 AM");
    expect(formatClockTime("12:00")).toBe("12 PM");
    expect(formatClockTime("17:05")).toBe("5:05 PM");
  });
});
