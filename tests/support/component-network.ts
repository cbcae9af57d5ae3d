import { http, HttpResponse, type RequestHandler } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll } from "vitest";
import { cleanup } from "@testing-library/react";

/**
 * The network edge of a component test: msw answers the page's calls (the CSRF token always),
 * any call without a handler fails the test, and each test starts from clean storage.
 */
export function componentNetwork(...handlers: RequestHandler[]) {
  const network = setupServer(
    http.get("*/api/CSRF", () => HttpResponse.json({ csrfToken: "test-csrf-token" })),
    ...handlers,
  );
  beforeAll(() => {
    network.listen({ onUnhandledFrame: "error" });
  });
  afterEach(() => {
    cleanup();
    network.resetHandlers();
    window.localStorage.clear();
    window.sessionStorage.clear();
  });
  afterAll(() => {
    network.close();
  });
  return network;
}
