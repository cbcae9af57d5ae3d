// @vitest-environment jsdom
import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ToastRegion } from "@/components/ui/toast-region";
import { ServiceWorkerRegistration } from "./service-worker";

// The browser's service worker container is not in jsdom: @serwist/window stands at that edge,
// and this stand-in records what the component asks of it and plays the worker's lifecycle.
type Listener = () => void;
const worker = vi.hoisted(() => ({
  instances: [] as {
    url: string;
    listeners: Map<string, Listener[]>;
    skipWaiting: number;
    registered: number;
  }[],
}));
vi.mock("@serwist/window", () => ({
  Serwist: class {
    readonly record;
    constructor(url: string) {
      this.record = { url, listeners: new Map<string, Listener[]>(), skipWaiting: 0, registered: 0 };
      worker.instances.push(this.record);
    }
    addEventListener(type: string, listener: Listener) {
      this.record.listeners.set(type, [...(this.record.listeners.get(type) ?? []), listener]);
    }
    messageSkipWaiting() {
      this.record.skipWaiting += 1;
    }
    register() {
      this.record.registered += 1;
      return Promise.resolve(undefined);
    }
  },
}));

function emit(type: string) {
  for (const listener of worker.instances[0]?.listeners.get(type) ?? []) listener();
}

describe("ServiceWorkerRegistration", () => {
  const reload = vi.fn();
  beforeEach(() => {
    worker.instances.length = 0;
    vi.stubEnv("NODE_ENV", "production");
    Object.defineProperty(navigator, "serviceWorker", { value: {}, configurable: true });
    Object.defineProperty(window, "location", {
      value: { href: window.location.href, reload },
      configurable: true,
    });
  });
  afterEach(() => {
    vi.unstubAllEnvs();
    reload.mockReset();
  });

  it("registers the Serwist worker for the whole site", async () => {
    render(<ServiceWorkerRegistration />);
    // The registration library loads after the page (a dynamic import).
    await waitFor(() => {
      expect(worker.instances).toHaveLength(1);
    });
    expect(worker.instances[0]?.url).toBe("/serwist/sw.js");
    expect(worker.instances[0]?.registered).toBe(1);
  });

  it("offers a reload when a new version waits, and reloads once it has taken over", async () => {
    render(
      <>
        <ToastRegion />
        <ServiceWorkerRegistration />
      </>,
    );
    await waitFor(() => {
      expect(worker.instances[0]?.registered).toBe(1);
    });
    act(() => {
      emit("waiting");
    });
    const button = await screen.findByRole("button", { name: "Reload" });
    expect(screen.getByText("A new version of this site is available.")).toBeTruthy();
    // A plain click: sonner's swipe handling asks for pointer capture, which jsdom lacks.
    fireEvent.click(button);
    expect(worker.instances[0]?.skipWaiting).toBe(1);
    // Nothing reloads until the new worker controls the page.
    expect(reload).not.toHaveBeenCalled();
    act(() => {
      emit("controlling");
    });
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it("registers nothing outside production builds", () => {
    vi.stubEnv("NODE_ENV", "development");
    render(<ServiceWorkerRegistration />);
    expect(worker.instances).toHaveLength(0);
  });
});
