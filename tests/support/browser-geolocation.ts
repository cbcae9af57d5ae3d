import { afterEach, vi } from "vitest";

/**
 * A browser whose geolocation permission is `state` (the Permissions API answers it), recording
 * every position request; each request is answered with a point in Chicago. Call
 * `forgetBrowserGeolocation()` once per test file to take both away after each test.
 */
export function browserGeolocation(state: PermissionState) {
  const getCurrentPosition = vi.fn((success: PositionCallback) => {
    success({ coords: { latitude: 41.8781, longitude: -87.6298 } } as GeolocationPosition);
  });
  Object.defineProperty(navigator, "geolocation", { configurable: true, value: { getCurrentPosition } });
  Object.defineProperty(navigator, "permissions", {
    configurable: true,
    value: { query: () => Promise.resolve({ state }) },
  });
  return getCurrentPosition;
}

/** Registers the clean-up: jsdom has neither API of its own, so each test starts without them. */
export function forgetBrowserGeolocation() {
  afterEach(() => {
    Reflect.deleteProperty(navigator, "geolocation");
    Reflect.deleteProperty(navigator, "permissions");
  });
}
