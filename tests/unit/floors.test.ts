import { describe, expect, it } from "vitest";
import { arrowsUp, circles, readArrows, type Arrow } from "@/tests/support/import-arrows";

/**
 * Every import points down (floors.mjs, decision 0056): ESLint checks the alias imports of each
 * floor; this reads every import of the tree, relative ones included, and finds no arrow that
 * runs back up and no circle of files outside the tests.
 */
describe("the floors of the tree", () => {
  const arrows = readArrows(process.cwd());
  const product = arrows.filter(
    (arrow) =>
      !/\.test\.tsx?$/.test(arrow.from) && !arrow.from.startsWith("tests/") && !arrow.to.startsWith("tests/"),
  );

  it("reads the tree's imports", () => {
    expect(arrows.some((arrow) => arrow.from === "lib/server/api/merchant-detail.ts")).toBe(true);
  });

  it("has no arrow that runs back up", () => {
    expect(arrowsUp(arrows)).toEqual([]);
  });

  it("has no circle of files", () => {
    expect(circles(product)).toEqual([]);
  });

  it("finds an arrow up and a circle when there is one", () => {
    const drawn: Arrow[] = [
      { from: "shared/rules/a.ts", to: "platform/env.ts" },
      { from: "backend/x.ts", to: "backend/y.ts" },
      { from: "backend/y.ts", to: "backend/x.ts" },
      { from: "lib/server/z.ts", to: "backend/x.ts" },
      { from: "shared/rules/a.test.ts", to: "backend/x.ts" },
    ];
    expect(arrowsUp(drawn)).toEqual(["shared/rules/a.ts (shared) -> platform/env.ts (platform)"]);
    expect(circles(drawn)).toEqual([["backend/x.ts", "backend/y.ts"]]);
  });
});
