// @vitest-environment jsdom
import { renderHook, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { useLoaded } from "./use-loaded";

function Part() {
  return null;
}

describe("useLoaded", () => {
  it("loads nothing while not enabled, then hands over what arrives", async () => {
    const load = vi.fn(() => Promise.resolve(Part));
    const { result, rerender } = renderHook(({ enabled }) => useLoaded(load, enabled), {
      initialProps: { enabled: false },
    });
    expect(load).not.toHaveBeenCalled();
    expect(result.current).toBeNull();
    rerender({ enabled: true });
    await waitFor(() => {
      expect(result.current).toBe(Part);
    });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("stays null when the load fails", async () => {
    const failed = Promise.reject(new Error("chunk failed"));
    const { result } = renderHook(() => useLoaded(() => failed, true));
    await failed.catch(() => undefined);
    expect(result.current).toBeNull();
  });
});
