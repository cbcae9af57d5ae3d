// Pure: the server's secrets.ts builds rings; the signature modules and tests that hold their own
// keys use the same type. No "server-only" guard for that reason.

/**
 * The keys of one purpose during a rotation of SESSION_SECRET (docs/decisions/0053): `current`
 * signs and seals everything new; `previous`, derived from SESSION_SECRET_PREVIOUS, is only ever
 * checked against, so what was signed before the rotation keeps working until the window closes.
 */
export interface KeyRing {
  readonly current: Buffer;
  readonly previous?: Buffer;
}

/** A ring of one key: outside a rotation window, or for a caller that holds a single key. */
export function singleKeyRing(current: Buffer): KeyRing {
  return { current };
}

/** The ring's keys in the order every verifier tries them: the current one first. */
export function ringKeys(ring: KeyRing): readonly Buffer[] {
  return ring.previous ? [ring.current, ring.previous] : [ring.current];
}

/**
 * Which of the ring's keys `verify` accepts: the current one, else the previous one, else none.
 * Every check of a signature, MAC or seal this deployment made goes through here or through
 * `ringKeys`' order, so none can forget the previous key or try it first. A caller that learns
 * "previous" can re-issue what it checked under the current key.
 */
export function keyThatVerifies(
  ring: KeyRing,
  verify: (key: Buffer) => boolean,
): "current" | "previous" | undefined {
  if (verify(ring.current)) return "current";
  if (ring.previous && verify(ring.previous)) return "previous";
  return undefined;
}

/** True when `verify` accepts under the current key or, during a rotation window, the previous one. */
export function verifiedByRing(ring: KeyRing, verify: (key: Buffer) => boolean): boolean {
  return keyThatVerifies(ring, verify) !== undefined;
}
