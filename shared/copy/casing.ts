/** The five text casing options of editorial blocks (public-and-shared §3 Editorial blocks). */
export type Casing = "none" | "upper" | "title" | "lower" | "sentence";

export function applyCasing(text: string, casing: Casing): string {
  switch (casing) {
    case "none":
      return text;
    case "upper":
      return text.toUpperCase();
    case "lower":
      return text.toLowerCase();
    case "title":
      return text
        .toLowerCase()
        .replace(/(^|[\s-])(\p{L})/gu, (_, space: string, letter: string) => space + letter.toUpperCase());
    case "sentence": {
      const lower = text.toLowerCase();
      return lower.replace(/(^\s*\p{L})|([.!?]\s+\p{L})/gu, (match) => match.toUpperCase());
    }
  }
}
