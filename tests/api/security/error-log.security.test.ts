import { Hono } from "hono";
import { describe, expect, it, vi } from "vitest";
import type * as envModule from "@/platform/env";
import { handleError } from "@/backend/middleware/error-handler";
import { captureOutput, jsonLines } from "../log-capture";
import { errorAnswer } from "../support";

vi.mock("@/platform/env", async (importOriginal) => {
  const actual = await importOriginal<typeof envModule>();
  const checked = actual.parseEnv({ ...process.env, LOG_LEVEL: "info" });
  return { ...actual, env: () => checked };
});

/** What drizzle throws when a query fails: the SQL and every parameter in the message. */
class DrizzleQueryError extends Error {
  constructor(override readonly cause: Error) {
    super(
      'Failed query: insert into "members" ("email", "password_hash", "phone_number", "address1") values ($1, $2, $3, $4)\n' +
        "params: pat.private@example.com,scrypt$16384$8$1$c2FsdHNhbHQ$aGFzaGhhc2g,2125550199,1 Secret Lane",
    );
    this.name = "DrizzleQueryError";
  }
}

describe("the 500 handler's log line", () => {
  it("names the error class and the reference id, and holds none of the query's parameters", async () => {
    const app = new Hono();
    app.onError(handleError);
    app.get("/boom", () => {
      const cause = new Error(
        'invalid byte sequence for encoding "UTF8": 0x00 (detail: Key (email)=(pat.private@example.com))',
      );
      throw new DrizzleQueryError(cause);
    });
    const output = captureOutput();
    let body: { referenceId?: string } = {};
    try {
      const response = await app.request("/boom");
      expect(response.status).toBe(500);
      body = await errorAnswer(response);
    } finally {
      output.stop();
    }
    const text = output.text();
    for (const secret of [
      "pat.private@example.com",
      "scrypt$16384",
      "c2FsdHNhbHQ",
      "2125550199",
      "Secret Lane",
      "params:",
    ]) {
      expect(text).not.toContain(secret);
    }
    const [line] = jsonLines(output.lines).filter((entry) => entry.message === "Unhandled error");
    expect(line).toMatchObject({
      level: "error",
      errorClass: "DrizzleQueryError",
      referenceId: body.referenceId,
    });
    expect(String(line?.error)).toContain("Failed query");
  });
});
