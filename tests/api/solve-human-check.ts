import { solveAltcha } from "@/lib/client/browser/solve-altcha";
import { altchaChallengeSchema } from "@/shared/contracts/human-check";
import { peerAddressHeader } from "@/platform/peer-address-header.mjs";
import type { Visitor } from "./support";

/** A fresh ALTCHA solution, as the browser's widget would produce before a submit. */
export async function solveHumanCheck(visitor: Visitor): Promise<string> {
  const challenge = altchaChallengeSchema.parse(
    await (await visitor.call("/api/HumanCheck/challenge")).json(),
  );
  const solution = await solveAltcha(challenge);
  if (!solution) throw new Error("challenge had no solution");
  return solution;
}

let ipCounter = 0;
/** Each case calls from its own address, so one case's per-IP limit never spills into another. */
export function freshIp(): Record<string, string> {
  ipCounter += 1;
  // The header our servers set from the socket: what a request from that address would carry.
  return { [peerAddressHeader]: `198.51.${Math.floor(ipCounter / 250)}.${ipCounter % 250}` };
}

/** A mutating call with this visitor's CSRF token, from a fresh address unless one is given. */
export async function send(
  visitor: Visitor,
  method: string,
  path: string,
  json?: unknown,
  headers: Record<string, string> = freshIp(),
): Promise<Response> {
  const token = await visitor.csrfToken();
  return visitor.call(path, { method, json, headers: { "x-xsrf-token": token, ...headers } });
}
