import { describe, expect, it } from "vitest";
import { pageFromQuery, pageWindow } from "./pagination-window";

describe("pageWindow", () => {
  it("offers every page when there are five or fewer", () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(2, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(5, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it("centres five pages on the current one", () => {
    expect(pageWindow(6, 20)).toEqual([4, 5, 6, 7, 8]);
  });

  it("shifts the window at either end", () => {
    expect(pageWindow(1, 20)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(2, 20)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(19, 20)).toEqual([16, 17, 18, 19, 20]);
    expect(pageWindow(20, 20)).toEqual([16, 17, 18, 19, 20]);
  });

  it("clamps a page out of range and answers nothing without pages", () => {
    expect(pageWindow(99, 7)).toEqual([3, 4, 5, 6, 7]);
    expect(pageWindow(0, 7)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(1, 0)).toEqual([]);
  });
});

describe("pageFromQuery", () => {
  it("reads a whole page number, else the first page", () => {
    expect(pageFromQuery("3")).toBe(3);
    expect(pageFromQuery(null)).toBe(1);
    expect(pageFromQuery("0")).toBe(1);
    expect(pageFromQuery("-2")).toBe(1);
    expect(pageFromQuery("2.5")).toBe(1);
    expect(pageFromQuery("abc")).toBe(1);
  });
});
