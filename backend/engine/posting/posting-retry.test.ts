import { describe, expect, it } from "vitest";
import { PostingSendError, postingErrorName, postingRetryDelayMs } from "./posting-retry";

describe("the posting queue's retry rules", () => {
  it("waits twice as long after each failed send, never more than an hour, and never gives up", () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8].map((attempts) => postingRetryDelayMs(attempts) / 60_000)).toEqual([
      1, 2, 4, 8, 16, 32, 60, 60,
    ]);
    expect(postingRetryDelayMs(10_000)).toBe(3_600_000);
  });

  it("names a failure by its code or class, never by its text", () => {
    expect(postingErrorName(new PostingSendError("HTTP 503"))).toBe("HTTP 503");
    const refused = Object.assign(new Error("connect ECONNREFUSED 10.0.0.1:443"), { code: "ECONNREFUSED" });
    expect(postingErrorName(new TypeError("fetch failed", { cause: refused }))).toBe("ECONNREFUSED");
    expect(postingErrorName(Object.assign(new Error("/data/1234567/x.csv"), { code: "EACCES" }))).toBe(
      "EACCES",
    );
    expect(postingErrorName(new TypeError("account 1234567"))).toBe("TypeError");
    expect(postingErrorName("account 1234567")).toBe("Error");
  });
});
