import { randomInt } from "node:crypto";

/** Letters and digits a member reads out to support without mixing them up (no 0/O, 1/I/L). */
const alphabet = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";

/**
 * A new claim reference, "MD-" and six characters (decision 0069): about 887 million of them,
 * so a clash is rare, and the claims' unique reference index makes the caller draw again.
 */
export function newMissingDineReference(): string {
  let code = "";
  for (let index = 0; index < 6; index += 1) code += alphabet[randomInt(alphabet.length)] ?? "";
  return `MD-${code}`;
}
