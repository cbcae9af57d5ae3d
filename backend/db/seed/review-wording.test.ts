import { describe, expect, it } from "vitest";
import { cuisineFamilies } from "./cuisines";
import { familyDishes, reviewStarsOf, reviewWording, type Stars } from "./review-wording";

const levels: readonly Stars[] = [1, 2, 3, 4, 5];

describe("review wording", () => {
  it("has dishes for every cuisine family the seed draws", () => {
    for (const family of cuisineFamilies) expect(familyDishes[family.key]?.length).toBeGreaterThanOrEqual(5);
  });

  it("tells a review's stars from its opening, whatever follows", () => {
    for (const stars of levels) {
      for (const opening of reviewWording[stars].openings) {
        expect(reviewStarsOf(`${opening} The soup was hot.`)).toBe(stars);
      }
      for (const line of reviewWording[stars].dishLines) expect(line).toContain("DISH");
    }
    expect(reviewStarsOf("Some other text.")).toBeUndefined();
  });
});
