/**
 * The code points Montserrat's latin files (app/fonts/*.ttf) draw, read from their cmap. Satori
 * asks Google Fonts (or a CDN, for emoji) for any character its fonts lack, at render time; the
 * images must fetch nothing (docs/decisions/0071), so text is reduced to these before drawing.
 */
const coveredRanges: readonly (readonly [number, number])[] = [
  [0x20, 0x7e],
  [0xa0, 0xac],
  [0xae, 0xff],
  [0x102, 0x102],
  [0x131, 0x131],
  [0x152, 0x153],
  [0x2bb, 0x2bc],
  [0x2c6, 0x2c6],
  [0x2da, 0x2da],
  [0x2dc, 0x2dc],
  [0x2009, 0x2009],
  [0x2013, 0x2014],
  [0x2018, 0x201a],
  [0x201c, 0x201e],
  [0x2022, 0x2022],
  [0x2026, 0x2026],
  [0x2032, 0x2033],
  [0x2039, 0x203a],
  [0x2044, 0x2044],
  [0x20ac, 0x20ac],
  [0x2122, 0x2122],
  [0x2212, 0x2212],
];

function isCovered(char: string): boolean {
  const code = char.codePointAt(0) ?? 0;
  return coveredRanges.some(([low, high]) => code >= low && code <= high);
}

/**
 * The text with every character the fonts cannot draw replaced by its covered base letters
 * ("Dvořák" -> "Dvorák"), or dropped (emoji, other scripts); runs of spaces
 * left behind collapse.
 */
export function printableText(text: string): string {
  let out = "";
  for (const char of text) {
    if (isCovered(char)) {
      out += char;
      continue;
    }
    for (const part of char.normalize("NFD")) if (isCovered(part)) out += part;
  }
  return out.replace(/\s+/g, " ").trim();
}
