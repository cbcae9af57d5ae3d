// Every request's id, decided once by the first server of ours it reaches (scripts/serve.mjs for
// Next, the backend's request log for `npm run backend`), then carried to whatever handles it:
// Next's render and onRequestError, the embedded backend's request log, a separate backend
// behind REWARDS_API_URL. Plain JavaScript: the server script imports it before anything is
// compiled. docs/decisions/0054.
import { randomUUID } from "node:crypto";

/** The header a trusted proxy offers its id in, and every answer echoes. */
export const requestIdHeader = "x-request-id";

/**
 * The header our own servers set on every request after deleting any copy a client sent (as
 * with the peer address, platform/peer-address-header.mjs): the id the code behind them uses.
 */
export const trustedRequestIdHeader = "x-rewards-request-id";

/** An id is kept only when it looks like one: no spaces, quotes or control characters. */
const requestIdPattern = /^[A-Za-z0-9._:-]{1,128}$/;

/** The value when it is a well-formed id, otherwise undefined. */
export function wellFormedRequestId(value) {
  const single = Array.isArray(value) ? value[0] : value;
  return typeof single === "string" && requestIdPattern.test(single) ? single : undefined;
}

/**
 * A request's id: the one a trusted proxy offers (TRUST_PROXY), when well formed, or a new one.
 * A client's own X-Request-Id is never taken without a proxy of ours in front.
 */
export function decideRequestId({ offered, trustProxy }) {
  return (trustProxy ? wellFormedRequestId(offered) : undefined) ?? randomUUID();
}
