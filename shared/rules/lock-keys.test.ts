import { describe, expect, it } from "vitest";
import { lockKeyWarning } from "./lock-keys";

describe("lockKeyWarning", () => {
  it("says nothing when neither lock is on", () => {
    expect(lockKeyWarning({ capsLock: false, numLock: false })).toBeNull();
  });

  it("names each lock that is on, caps lock first", () => {
    expect(lockKeyWarning({ capsLock: true, numLock: false })).toBe("Caps lock is on.");
    expect(lockKeyWarning({ capsLock: false, numLock: true })).toBe("Num lock is on.");
    expect(lockKeyWarning({ capsLock: true, numLock: true })).toBe("Caps lock is on. Num lock is on.");
  });
});
