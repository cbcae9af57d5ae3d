import "server-only";
import { allPartners, type Partner } from "@/partners/registry";
import { logger } from "../../platform/logger";
import { recordIdentityProvider } from "../metrics/registry";
import { issuerFor } from "./local-issuer";

/**
 * Whether each SSO partner's identity provider answers its discovery document. A provider being
 * down is its partners' problem, not this instance's: readiness ignores it (every other partner
 * keeps being served), while its partners' sign-in says it is unavailable for now, the metric
 * rewards_identity_provider_up says which provider, and one log line marks each change.
 */
const checkTimeoutMs = 2_000;
/**
 * How long an answer is trusted: GET /api/ready checks every provider each time a load balancer
 * polls it (every few seconds, on every instance), and a provider should not get that traffic.
 */
const freshForMs = 10_000;
/**
 * A member about to sign in trusts a "down" answer for less: a provider that has just come back
 * (or that started a moment after this instance) is tried again after this long.
 */
const downFreshForSignInMs = 2_000;

interface ProviderStatus {
  readonly up: boolean;
  readonly checkedAt: number;
}

interface Holder {
  readonly statuses: Map<string, ProviderStatus>;
  readonly checks: Map<string, Promise<boolean>>;
}

// On globalThis under a registry symbol: Next may load this module more than once per process.
const holderKey = Symbol.for("rewards.identity-provider-status");
const global = globalThis as typeof globalThis & { [holderKey]?: Holder };
function holder(): Holder {
  global[holderKey] ??= { statuses: new Map(), checks: new Map() };
  return global[holderKey];
}

/** Each issuer the SSO partners sign in at, with the codes of the partners that use it. */
function issuers(): Map<string, string[]> {
  const byIssuer = new Map<string, string[]>();
  for (const partner of allPartners()) {
    if (partner.effective.enrollmentType !== "sso") continue;
    const issuer = issuerFor(partner);
    byIssuer.set(issuer, [...(byIssuer.get(issuer) ?? []), partner.config.code]);
  }
  return byIssuer;
}

/** What went wrong, in words for the log: never the response body or the error's own text. */
async function probe(issuer: string): Promise<{ up: true } | { up: false; reason: string }> {
  const url = `${issuer.replace(/\/$/, "")}/.well-known/openid-configuration`;
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(checkTimeoutMs) });
    await response.body?.cancel();
    return response.ok ? { up: true } : { up: false, reason: `answered ${String(response.status)}` };
  } catch (error) {
    const timedOut = error instanceof Error && error.name === "TimeoutError";
    return { up: false, reason: timedOut ? `no answer within ${String(checkTimeoutMs)} ms` : "unreachable" };
  }
}

/** Records a provider's state: the metric every time, a log line when it changes. */
function record(issuer: string, partners: readonly string[], up: boolean, reason?: string): void {
  const { statuses } = holder();
  const before = statuses.get(issuer);
  statuses.set(issuer, { up, checkedAt: Date.now() });
  const labels = { issuer: new URL(issuer).origin, partners: partners.join(",") };
  recordIdentityProvider(labels, up);
  if (!up && before?.up !== false) logger.warn("Identity provider unavailable", { ...labels, reason });
  if (up && before?.up === false) logger.info("Identity provider available again", labels);
}

function check(issuer: string, partners: readonly string[], downFreshForMs = freshForMs): Promise<boolean> {
  const { statuses, checks } = holder();
  const known = statuses.get(issuer);
  const maxAge = known?.up === false ? downFreshForMs : freshForMs;
  if (known && Date.now() - known.checkedAt < maxAge) return Promise.resolve(known.up);
  let running = checks.get(issuer);
  if (!running) {
    running = probe(issuer).then((result) => {
      record(issuer, partners, result.up, result.up ? undefined : result.reason);
      return result.up;
    });
    void running.finally(() => checks.delete(issuer));
    checks.set(issuer, running);
  }
  return running;
}

/** Checks every SSO partner's provider not checked recently (for GET /api/ready's polling). */
export async function checkIdentityProviders(): Promise<void> {
  await Promise.all([...issuers()].map(([issuer, partners]) => check(issuer, partners)));
}

/** True unless the partner's provider failed its last check (checked now when none is recent). */
export function identityProviderAvailable(partner: Partner): Promise<boolean> {
  const issuer = issuerFor(partner);
  return check(issuer, issuers().get(issuer) ?? [partner.config.code], downFreshForSignInMs);
}

/** A sign-in found the provider down (its discovery failed): the next ones say so at once. */
export function identityProviderFailed(partner: Partner): void {
  const issuer = issuerFor(partner);
  record(issuer, issuers().get(issuer) ?? [partner.config.code], false, "discovery failed during a sign-in");
}

/** Forgets every provider's last answer, so the next call checks again (tests). */
export function forgetIdentityProviderStatus(): void {
  holder().statuses.clear();
}
