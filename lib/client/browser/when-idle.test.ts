// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { whenIdle } from "./when-idle";

describe("whenIdle", () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it("waits for the browser's idle callback, and can be cancelled before it", () => {
    const callbacks: (() => void)[] = [];
    const cancelled: number[] = [];
    vi.stubGlobal("requestIdleCallback", (callback: () => void) => callbacks.push(callback));
    vi.stubGlobal("cancelIdleCallback", (id: number) => cancelled.push(id));
    const work = vi.fn();
    const first = whenIdle(work);
    expect(work).not.toHaveBeenCalled();
    callbacks[0]?.();
    expect(work).toHaveBeenCalledOnce();
    whenIdle(work).cancel();
    expect(cancelled).toEqual([2]);
    first.cancel();
  });

  it("falls back to a timer where there is no idle callback", () => {
    vi.useFakeTimers();
    vi.stubGlobal("requestIdleCallback", undefined);
    const work = vi.fn();
    whenIdle(work, { fallback: 500 });
    vi.advanceTimersByTime(499);
    expect(work).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(work).toHaveBeenCalledOnce();
    const cancelled = vi.fn();
    whenIdle(cancelled, { fallback: 500 }).cancel();
    vi.advanceTimersByTime(1_000);
    expect(cancelled).not.toHaveBeenCalled();
  });
});
