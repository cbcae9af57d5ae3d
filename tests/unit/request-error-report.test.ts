import { afterEach, describe, expect, it, vi } from "vitest";
import { captureOutput, jsonLines } from "../api/log-capture";

// Next calls instrumentation.ts's onRequestError for an error in a render, a route handler, a
// server action or proxy.ts; it lands in the JSON log under the request's id, without anything
// a visitor typed (docs/decisions/0054).
describe("onRequestError", () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it("logs the request id, route pattern, error class and digest, never the path, query or raw message", async () => {
    vi.stubEnv("NEXT_RUNTIME", "nodejs");
    const { onRequestError } = await import("@/instrumentation");
    const error = Object.assign(
      new Error(
        'Failed query: select * from members where email = $1 params: jane.doe@example.com Key (email)=(jane.doe@example.com) already exists "Jane Doe"',
      ),
      { name: "DrizzleQueryError", digest: "2207263454" },
    );
    const output = captureOutput();
    try {
      await onRequestError(
        error,
        {
          path: "/search?restaurantOrCuisine=Jane+Doe&email=jane.doe@example.com",
          method: "GET",
          headers: {
            "x-rewards-request-id": "0b6f3a9e-4c1d-4f7a-9c55-1c2d3e4f5a6b",
            "x-request-id": "0b6f3a9e-4c1d-4f7a-9c55-1c2d3e4f5a6b",
            cookie: "rewards_session=sealed-cookie-value",
          },
        },
        {
          routerKind: "App Router",
          routePath: "/[partner]/search",
          routeType: "render",
          renderSource: "server-rendering",
          revalidateReason: undefined,
        },
      );
    } finally {
      output.stop();
    }
    const lines = jsonLines(output.lines);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      level: "error",
      requestId: "0b6f3a9e-4c1d-4f7a-9c55-1c2d3e4f5a6b",
      method: "GET",
      routePath: "/[partner]/search",
      routeType: "render",
      errorClass: "DrizzleQueryError",
      digest: "2207263454",
    });
    const text = output.text();
    for (const secret of ["jane.doe", "example.com", "Jane", "restaurantOrCuisine", "sealed-cookie-value"])
      expect(text).not.toContain(secret);
  });

  it("cites no id a client made up when no server of ours decided one", async () => {
    vi.stubEnv("NEXT_RUNTIME", "nodejs");
    const { onRequestError } = await import("@/instrumentation");
    const output = captureOutput();
    try {
      await onRequestError(
        new Error("boom"),
        { path: "/", method: "GET", headers: { "x-request-id": "chosen-by-client" } },
        {
          routerKind: "App Router",
          routePath: "/[partner]",
          routeType: "render",
          revalidateReason: undefined,
        },
      );
    } finally {
      output.stop();
    }
    expect(jsonLines(output.lines)[0]).toMatchObject({ requestId: null, errorClass: "Error" });
  });
});
