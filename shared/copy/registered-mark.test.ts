import { describe, expect, it } from "vitest";
import { splitRegisteredMark } from "./registered-mark";

describe("splitRegisteredMark", () => {
  it("raises every ® for ordinary fonts", () => {
    expect(splitRegisteredMark("Visa® and Mastercard®", "Montserrat")).toEqual([
      { text: "Visa", superscript: false },
      { text: "®", superscript: true },
      { text: " and Mastercard", superscript: false },
      { text: "®", superscript: true },
    ]);
  });

  it("leaves text alone for brand fonts in the set", () => {
    expect(splitRegisteredMark("Visa®", " Gotham ")).toEqual([{ text: "Visa®", superscript: false }]);
  });

  it("passes text without a mark through", () => {
    expect(splitRegisteredMark("Dine", "Montserrat")).toEqual([{ text: "Dine", superscript: false }]);
  });
});
