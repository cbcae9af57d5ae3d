import { describe, expect, it } from "vitest";
import { clampedPageNotice, pagerControls } from "./result-pager";

describe("pagerControls", () => {
  it("offers first, previous, next and last in the middle", () => {
    expect(pagerControls(10, 20)).toEqual({
      current: 10,
      first: 1,
      previous: 9,
      next: 11,
      last: 20,
      pages: [8, 9, 10, 11, 12],
    });
  });

  it("disables first and previous on page 1, next and last on the last page", () => {
    expect(pagerControls(1, 20)).toMatchObject({ first: null, previous: null, next: 2, last: 20 });
    expect(pagerControls(20, 20)).toMatchObject({ first: 1, previous: 19, next: null, last: null });
    expect(pagerControls(20, 20).pages).toEqual([16, 17, 18, 19, 20]);
  });

  it("reads a page past the end as the last page, and nonsense as page 1", () => {
    expect(pagerControls(40, 20)).toMatchObject({ current: 20, next: null, last: null });
    expect(pagerControls(0, 20).current).toBe(1);
    expect(pagerControls(Number.NaN, 3).current).toBe(1);
  });

  it("has everything disabled for a single page", () => {
    expect(pagerControls(1, 1)).toEqual({
      current: 1,
      first: null,
      previous: null,
      next: null,
      last: null,
      pages: [1],
    });
  });
});

describe("clampedPageNotice", () => {
  it("names the page asked for and the page shown", () => {
    expect(clampedPageNotice(1200, 20)).toBe("There is no page 1,200. Showing the last page, page 20.");
  });
});
