import { describe, expect, it } from "vitest";
import { cardNumberHash, cardNumberHashWith } from "./card-number-hash";

const key = Buffer.alloc(32, 7);

describe("card number hash", () => {
  it("is a stable keyed HMAC-SHA-256, the same for any formatting of the number", () => {
    const hash = cardNumberHashWith(key, "harbor", "4111111111111111");
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(cardNumberHashWith(key, "harbor", "4111 1111-1111 1111")).toBe(hash);
    expect(hash).not.toContain("4111");
  });

  it("differs per partner, per number and per key", () => {
    const hash = cardNumberHashWith(key, "harbor", "4111111111111111");
    expect(cardNumberHashWith(key, "greenleaf", "4111111111111111")).not.toBe(hash);
    expect(cardNumberHashWith(key, "harbor", "4012888888881881")).not.toBe(hash);
    expect(cardNumberHashWith(Buffer.alloc(32, 8), "harbor", "4111111111111111")).not.toBe(hash);
  });

  it("uses the key derived from the deployment's digest secret", () => {
    expect(cardNumberHash("harbor", "4111111111111111")).toBe(cardNumberHash("harbor", "4111111111111111"));
    expect(cardNumberHash("harbor", "4111111111111111")).not.toBe(
      cardNumberHashWith(key, "harbor", "4111111111111111"),
    );
  });

  it("refuses anything but a card number's digits, without echoing it", () => {
    expect(() => cardNumberHashWith(key, "harbor", "4111x11111111111")).toThrow(TypeError);
    expect(() => cardNumberHashWith(key, "harbor", "")).toThrow(
      "cardNumberHash expects a card number of 12 to 19 digits",
    );
  });
});
