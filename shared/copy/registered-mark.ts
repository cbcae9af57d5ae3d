/**
 * The registered mark is shown as superscript unless the partner's brand font already draws it
 * small (public-and-shared §5). Returns text parts so React can render <sup> without HTML strings.
 */
export interface CopyPart {
  readonly text: string;
  readonly superscript: boolean;
}

/** Brand fonts whose ® glyph is already raised; lower-cased family names. */
export const fontsWithRaisedMark: ReadonlySet<string> = new Set(["gotham", "proxima nova", "avenir next"]);

export function splitRegisteredMark(text: string, fontFamily: string): CopyPart[] {
  if (fontsWithRaisedMark.has(fontFamily.trim().toLowerCase())) return [{ text, superscript: false }];
  return text
    .split(/(®)/)
    .filter((part) => part !== "")
    .map((part) => ({ text: part, superscript: part === "®" }));
}
