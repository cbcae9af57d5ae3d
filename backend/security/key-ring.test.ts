import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { keyThatVerifies, ringKeys, singleKeyRing, verifiedByRing } from "./key-ring";

describe("key rings", () => {
  const current = randomBytes(32);
  const previous = randomBytes(32);

  it("tries the current key first, then the previous one", () => {
    const tried: Buffer[] = [];
    expect(
      verifiedByRing({ current, previous }, (key) => {
        tried.push(key);
        return false;
      }),
    ).toBe(false);
    expect(tried).toEqual([current, previous]);
    expect(ringKeys(singleKeyRing(current))).toEqual([current]);
  });

  it("says which key verified, so what the previous one made can be made again", () => {
    const ring = { current, previous };
    expect(keyThatVerifies(ring, (key) => key === current)).toBe("current");
    expect(keyThatVerifies(ring, (key) => key === previous)).toBe("previous");
    expect(keyThatVerifies(singleKeyRing(current), (key) => key === previous)).toBeUndefined();
  });
});
