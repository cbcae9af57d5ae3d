import { describe, expect, it } from "vitest";
import { isSurveyAllowedOnPath, isSurveyDue, matchesPathPrefix } from "./survey-paths";

describe("matchesPathPrefix", () => {
  it.each([
    ["/search", "/search", true],
    ["/search/map", "/search", true],
    ["/search/map", "/search/", true],
    ["/searching", "/search", false],
    ["/anything", "/", true],
  ])("%s under %s is %s", (path, prefix, expected) => {
    expect(matchesPathPrefix(path, prefix)).toBe(expected);
  });
});

describe("isSurveyAllowedOnPath", () => {
  it("allows everything with empty lists, ignoring blanks", () => {
    expect(isSurveyAllowedOnPath("/account/overview", { allow: ["", "  "], disallow: [" "] })).toBe(true);
  });

  it("needs the path in the allow list when there is one", () => {
    const rules = { allow: ["/account", "/search"] };
    expect(isSurveyAllowedOnPath("/account/overview", rules)).toBe(true);
    expect(isSurveyAllowedOnPath("/merchants/m-1", rules)).toBe(false);
  });

  it("lets the disallow list win", () => {
    const rules = { allow: ["/account"], disallow: ["/account/manage_cards"] };
    expect(isSurveyAllowedOnPath("/account/manage_cards", rules)).toBe(false);
    expect(isSurveyAllowedOnPath("/account/overview", rules)).toBe(true);
  });
});

describe("isSurveyDue", () => {
  const day = 86_400_000;
  it("is due when never seen or seen before the timeout", () => {
    expect(isSurveyDue(null, 90, 0)).toBe(true);
    expect(isSurveyDue(0, 90, 90 * day)).toBe(true);
    expect(isSurveyDue(0, 90, 89 * day)).toBe(false);
  });
});
