/**
 * The two email patterns of public-and-shared §5. The simple one decides whether the footer's
 * support address becomes a mailto link; the strict one validates what members type.
 */
export const simpleEmailPattern = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}$/;

/** RFC 5322-like: quoted or dotted local part, domain of labels or an IP literal. */
export const strictEmailPattern =
  /^(?:[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*|"(?:[\x20\x21\x23-\x5b\x5d-\x7e]|\\[\x20-\x7e])*")@(?:(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,}|\[(?:\d{1,3}\.){3}\d{1,3}\])$/i;

export function isSimpleEmail(value: string): boolean {
  return simpleEmailPattern.test(value);
}

export function isStrictEmail(value: string): boolean {
  return value.length <= 254 && strictEmailPattern.test(value);
}
