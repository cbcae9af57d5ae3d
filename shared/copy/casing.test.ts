import { describe, expect, it } from "vitest";
import { applyCasing } from "./casing";

describe("applyCasing", () => {
  const text = "eARN miles. every DINE counts";
  it.each([
    ["none", text],
    ["upper", "EARN MILES. EVERY DINE COUNTS"],
    ["lower", "earn miles. every dine counts"],
    ["title", "Earn Miles. Every Dine Counts"],
    ["sentence", "Earn miles. Every dine counts"],
  ] as const)("%s", (casing, expected) => {
    expect(applyCasing(text, casing)).toBe(expected);
  });

  it("title-cases after hyphens", () => {
    expect(applyCasing("new-member bonus", "title")).toBe("New-Member Bonus");
  });
});
