import "server-only";
import { sql } from "drizzle-orm";
import { allPartners } from "@/partners/registry";
import type { AppDeps } from "../../context";
import { schemaStatus } from "../../db/migrate";
import { issuerFor } from "../../sso/local-issuer";
import { sharedRedisAnswers } from "../shared-state/redis-client";

export interface ReadinessCheck {
  readonly name: "database" | "schema" | "identity-provider" | "redis";
  readonly ok: boolean;
  /** Why it failed, in words an operator can act on; never a secret, a connection string or an address. */
  readonly detail?: string;
}

/** How long one check may take before it counts as failed: a load balancer polls often. */
const checkTimeoutMs = 2_000;

async function withinTimeout<T>(work: Promise<T>, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      reject(new Error(`${what} did not answer within ${String(checkTimeoutMs)} ms`));
    }, checkTimeoutMs);
  });
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

async function checkDatabase(deps: AppDeps): Promise<ReadinessCheck[]> {
  const { getDb, databaseFilesPresent = () => true } = deps;
  if (!databaseFilesPresent()) {
    return [
      { name: "database", ok: false, detail: "the embedded database folder is gone" },
      { name: "schema", ok: false, detail: "no database to check" },
    ];
  }
  try {
    const db = await withinTimeout(getDb(), "the database");
    await withinTimeout(db.execute(sql`select 1`), "the database");
    const status = await withinTimeout(schemaStatus(db), "the database");
    return [
      { name: "database", ok: true },
      status.pending === 0
        ? { name: "schema", ok: true }
        : {
            name: "schema",
            ok: false,
            detail: `${String(status.pending)} migrations pending: run npm run db:migrate`,
          },
    ];
  } catch (error) {
    const detail =
      error instanceof Error && error.message.includes("did not answer")
        ? error.message
        : "the database refused the connection";
    return [
      { name: "database", ok: false, detail },
      { name: "schema", ok: false, detail: "no database to check" },
    ];
  }
}

/**
 * Every identity provider an SSO partner signs in at answers its discovery document. A failure
 * names the partners that sign in there, not the provider's address: anyone may call
 * /api/ready, and an internal host and port are for the operator's configuration to say.
 */
async function checkIdentityProviders(): Promise<ReadinessCheck> {
  const partnersByIssuer = new Map<string, string[]>();
  for (const partner of allPartners()) {
    if (partner.effective.enrollmentType !== "sso") continue;
    const issuer = issuerFor(partner);
    partnersByIssuer.set(issuer, [...(partnersByIssuer.get(issuer) ?? []), partner.config.code]);
  }
  for (const [issuer, partners] of partnersByIssuer) {
    const which = `identity provider for ${partners.join(", ")}`;
    const url = `${issuer.replace(/\/$/, "")}/.well-known/openid-configuration`;
    try {
      const response = await withinTimeout(
        fetch(url, { signal: AbortSignal.timeout(checkTimeoutMs) }),
        which,
      );
      await response.body?.cancel();
      if (!response.ok)
        return {
          name: "identity-provider",
          ok: false,
          detail: `${which}: answered ${String(response.status)}`,
        };
    } catch (error) {
      const timedOut =
        error instanceof Error && (error.name === "TimeoutError" || error.message.includes("did not answer"));
      return {
        name: "identity-provider",
        ok: false,
        detail: timedOut
          ? `${which}: no answer within ${String(checkTimeoutMs)} ms`
          : `${which}: unreachable`,
      };
    }
  }
  return { name: "identity-provider", ok: true };
}

/** With REDIS_URL, the shared Redis answers PING (rate limits and the page cache live there). */
async function checkRedis(): Promise<ReadinessCheck[]> {
  const answers = sharedRedisAnswers();
  if (!answers) return [];
  return (await answers)
    ? [{ name: "redis", ok: true }]
    : [{ name: "redis", ok: false, detail: "Redis is not connected or did not answer PING in time" }];
}

/** The checks behind GET /api/ready, run together. */
export async function readiness(deps: AppDeps): Promise<ReadinessCheck[]> {
  const [database, identity, redis] = await Promise.all([
    checkDatabase(deps),
    checkIdentityProviders(),
    checkRedis(),
  ]);
  return [...database, identity, ...redis];
}
