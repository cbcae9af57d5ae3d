/** The token partner copy names a place with ("Did you mean PLACE_NAME?"). */
export const placeToken = "PLACE_NAME";

/**
 * A sentence around a place, split at the token, for a place shown as its own element (a
 * button): ["Did you mean ", "?"]. Copy without the token gets the place at its end.
 */
export function aroundPlace(template: string): readonly [before: string, after: string] {
  const at = template.indexOf(placeToken);
  if (at < 0) return [`${template.trimEnd()} `, ""];
  return [template.slice(0, at), template.slice(at + placeToken.length)];
}

/** The token partner copy names what the visitor typed with ("(you typed TYPED_TEXT)"). */
const typedToken = "TYPED_TEXT";

/** The sentence with the place in it, as plain text. */
export function withPlace(template: string, place: string): string {
  const [before, after] = aroundPlace(template);
  return `${before}${place}${after}`;
}

/** The sentence with the place and what the visitor typed in it, as plain text. */
export function withPlaceAndTyped(template: string, place: string, typed: string): string {
  return withPlace(template, place).split(typedToken).join(typed);
}
