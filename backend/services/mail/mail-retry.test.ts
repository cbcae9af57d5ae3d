import { describe, expect, it } from "vitest";
import { mailErrorName, mailMaxAttempts, mailRetryDelayMs, mailServerUnusable } from "./mail-retry";

describe("the mail queue's retry rules", () => {
  it("waits twice as long after each failed try, never more than an hour", () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8].map((attempts) => mailRetryDelayMs(attempts) / 60_000)).toEqual([
      1, 2, 4, 8, 16, 32, 60, 60,
    ]);
    expect(mailRetryDelayMs(1_000)).toBe(3_600_000);
  });

  it("gives a message hours of tries before its last one", () => {
    let waited = 0;
    for (let attempts = 1; attempts < mailMaxAttempts; attempts += 1) waited += mailRetryDelayMs(attempts);
    expect(waited / 3_600_000).toBeGreaterThan(3);
  });

  it("names a failure by its code and reply code, never by its text", () => {
    const refused = Object.assign(new Error("550 5.1.1 <ann@example.com>: user unknown"), {
      code: "EENVELOPE",
      responseCode: 550,
    });
    expect(mailErrorName(refused)).toBe("EENVELOPE 550");
    expect(mailErrorName(Object.assign(new Error("connect ECONNREFUSED"), { code: "ECONNECTION" }))).toBe(
      "ECONNECTION",
    );
    expect(mailErrorName(new TypeError("ann@example.com"))).toBe("TypeError");
    expect(mailErrorName("ann@example.com")).toBe("Error");
    expect(mailErrorName({ code: "ann@example.com" })).toBe("Error");
  });

  it("tells a server that cannot be used from a message the server refused", () => {
    expect(mailServerUnusable(Object.assign(new Error("x"), { code: "ECONNECTION" }))).toBe(true);
    expect(mailServerUnusable(Object.assign(new Error("x"), { code: "EAUTH" }))).toBe(true);
    expect(mailServerUnusable(Object.assign(new Error("x"), { code: "EENVELOPE" }))).toBe(false);
    expect(mailServerUnusable(new Error("x"))).toBe(false);
  });
});
