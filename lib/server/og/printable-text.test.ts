import { describe, expect, it } from "vitest";
import { printableText } from "./printable-text";

describe("printableText", () => {
  it("keeps latin text, accents and typographic marks the fonts draw", () => {
    expect(printableText("Café Olé – “Bistro” · $1…")).toBe("Café Olé – “Bistro” · $1…");
  });

  it("reduces letters the fonts lack to their base letters and drops emoji and other scripts", () => {
    expect(printableText("Dvořák Sushi 🍣 東京")).toBe("Dvorák Sushi");
  });
});
