// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { RatingStars, ratingText } from "./rating-stars";

afterEach(cleanup);

/** The brand-coloured box's width: the rated share of the row of five stars. */
function filledWidth(): string {
  const row = screen.getByTestId("rating-stars");
  const filled = row.firstElementChild;
  if (!(filled instanceof HTMLElement)) throw new Error("The stars have no filled part");
  return filled.style.width;
}

describe("RatingStars", () => {
  it("is one image named by the whole rating, with the numbers beside it for sighted readers", () => {
    render(<RatingStars rating={4.3} count={1812} />);
    expect(screen.getByRole("img", { name: "4.3 out of 5, 1,812 ratings" })).toBeTruthy();
    expect(screen.getByText("4.3").getAttribute("aria-hidden")).toBe("true");
    expect(screen.getByText("(1,812)").getAttribute("aria-hidden")).toBe("true");
  });

  it("fills the rated share of the five stars", () => {
    render(<RatingStars rating={4.9} count={572} />);
    expect(filledWidth()).toBe("98%");
  });

  it("fills none below zero and all above five", () => {
    render(<RatingStars rating={-1} count={3} />);
    expect(filledWidth()).toBe("0%");
    cleanup();
    render(<RatingStars rating={7} count={3} />);
    expect(filledWidth()).toBe("100%");
  });

  it("draws the stars as two boxes under one mask, not an SVG row", () => {
    const { container } = render(<RatingStars rating={3.5} count={10} />);
    expect(container.querySelectorAll("svg, path")).toHaveLength(0);
    expect(screen.getByTestId("rating-stars").className).toContain("rating-stars");
  });
});

describe("ratingText", () => {
  it("says one rating in the singular", () => {
    expect(ratingText(5, 1)).toBe("5 out of 5, 1 rating");
  });
});
