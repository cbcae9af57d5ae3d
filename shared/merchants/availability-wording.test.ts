import { describe, expect, it } from "vitest";
import { availabilityWording, problemBeforeSearch, problemFromRefusal } from "./availability-wording";

describe("availability wording", () => {
  it("reads each outcome from the partner's error copy and falls back key by key", () => {
    const wording = availabilityWording({
      availability_none: "Nothing free then.",
      availability_party_too_large: "Too many of you.",
      reservation_general: "  ",
    });
    expect(wording.none).toBe("Nothing free then.");
    expect(wording.partyTooLarge).toBe("Too many of you.");
    expect(wording.general).toBe("We were unable to complete your reservation. Please try again.");
    expect(wording.timeTooSoon).toBe("That time is not far enough ahead to book.");
  });

  it("knows a past time on the restaurant's clock and a date beyond a year ahead before asking", () => {
    // 18:00 in New York (22:00 UTC on 10 June).
    const now = new Date("2026-06-10T22:00:00Z");
    const newYork = "America/New_York";
    expect(problemBeforeSearch({ date: "2026-06-10", time: "17:30" }, now, newYork)).toBe("timeTooSoon");
    expect(problemBeforeSearch({ date: "2026-06-09", time: "23:30" }, now, newYork)).toBe("timeTooSoon");
    expect(problemBeforeSearch({ date: "2026-06-10", time: "19:00" }, now, newYork)).toBeNull();
    expect(problemBeforeSearch({ date: "2027-06-10", time: "19:00" }, now, newYork)).toBeNull();
    expect(problemBeforeSearch({ date: "2027-06-11", time: "19:00" }, now, newYork)).toBe("dateTooFar");
  });

  it("never judges a restaurant's evening by the visitor's own clock", () => {
    // 19:24 UTC is 14:24 in New York: tonight's 19:00 there is hours ahead, whatever the visitor's zone.
    const now = new Date("2026-11-25T19:24:00Z");
    expect(problemBeforeSearch({ date: "2026-11-25", time: "19:00" }, now, "America/New_York")).toBeNull();
    // And 04:24 the next morning in Tokyo: the 25th there is over.
    expect(problemBeforeSearch({ date: "2026-11-25", time: "19:00" }, now, "Asia/Tokyo")).toBe("timeTooSoon");
  });

  it("names a refused search by the field the server refused", () => {
    expect(problemFromRefusal({ partySize: "Party size is at most 20" }, 21)).toBe("partyTooLarge");
    expect(problemFromRefusal({ partySize: "Party size is at least 1" }, 0)).toBe("partyTooSmall");
    expect(problemFromRefusal({ date: "Choose a date from today up to one year ahead" }, 2)).toBe(
      "dateTooFar",
    );
    expect(problemFromRefusal({}, 2)).toBe("general");
  });
});
