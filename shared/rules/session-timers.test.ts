import { describe, expect, it } from "vitest";
import { sessionTimers } from "./session-timers";

const now = 1_000_000_000;

describe("sessionTimers", () => {
  it("warns a minute before a 15-minute expiry and expires at it", () => {
    expect(sessionTimers("p1", now + 900_000, now)).toEqual({ warnInMs: 840_000, expireInMs: 900_000 });
  });

  it("does not arm without a publicId or an expiry", () => {
    expect(sessionTimers(undefined, now + 900_000, now)).toBeNull();
    expect(sessionTimers("", now + 900_000, now)).toBeNull();
    expect(sessionTimers("p1", null, now)).toBeNull();
  });

  it("does not arm for an expiry beyond 24 hours (remember-me)", () => {
    expect(sessionTimers("p1", now + 90 * 86_400_000, now)).toBeNull();
    expect(sessionTimers("p1", now + 86_400_000, now)).not.toBeNull();
  });

  it("fires at once when already past the warning or the expiry", () => {
    expect(sessionTimers("p1", now + 30_000, now)).toEqual({ warnInMs: 0, expireInMs: 30_000 });
    expect(sessionTimers("p1", now - 5, now)).toEqual({ warnInMs: 0, expireInMs: 0 });
  });
});
