import { describe, expect, it } from "vitest";
import { balanceProgress } from "./reward-balance";

describe("balanceProgress", () => {
  it("fills current over the breakpoint", () => {
    expect(balanceProgress(500, 2000)).toEqual({ share: 0.25, remainingCents: 1500, reached: false });
  });

  it("is full at or over the breakpoint, and empty for nothing", () => {
    expect(balanceProgress(2000, 2000)).toEqual({ share: 1, remainingCents: 0, reached: true });
    expect(balanceProgress(2600, 2000)).toEqual({ share: 1, remainingCents: 0, reached: true });
    expect(balanceProgress(0, 2000)).toEqual({ share: 0, remainingCents: 2000, reached: false });
    expect(balanceProgress(-5, 2000).share).toBe(0);
  });

  it("treats a missing breakpoint as reached", () => {
    expect(balanceProgress(100, 0).reached).toBe(true);
  });
});
