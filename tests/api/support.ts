import type { z } from "zod";
import { createApp, type RewardsApp } from "@/backend/app";
import { createTestDb, type TestDb, type TestDbKind } from "@/backend/db/testing";
import type { Db } from "@/backend/db/client";
import type { WorkGate } from "@/backend/db/work-gate";
import { memoryRateLimitStore, type RateLimitStore } from "@/backend/services/rate-limits/rate-limit-store";
import { csrfResponseSchema } from "@/shared/contracts/csrf";
import { apiErrorSchema, type ApiError } from "@/shared/contracts/errors";

/**
 * An answer's JSON body parsed with its endpoint's response schema from lib/contracts, the one
 * the browser parses it with: a backend that drifts from its contract fails the suite here.
 */
export async function answer<Schema extends z.ZodType>(
  response: Response,
  schema: Schema,
): Promise<z.output<Schema>> {
  return schema.parse(await response.json());
}

/** An error answer, strictly as shared/contracts/errors describes it: nothing more than error, fields, referenceId. */
export async function errorAnswer(response: Response): Promise<ApiError> {
  return answer(response, apiErrorSchema.strict());
}

/** The backend on a fresh database, called through app.request() as a browser on `host` would. */
export interface TestApi {
  readonly app: RewardsApp;
  readonly testDb: TestDb;
  close(): Promise<void>;
}

export async function createTestApi(
  kind: TestDbKind,
  options: { merchants?: number } = {},
): Promise<TestApi> {
  return testApiOn(await createTestDb(kind, options));
}

/**
 * An app on a database the caller opened, counting its limits in `rateLimitStore` (its own
 * memory store by default): suites that compare the deployment's stores build one app per store.
 */
export function testApiOn(
  testDb: TestDb,
  options: {
    rateLimitStore?: (db: Db) => RateLimitStore;
    databaseGate?: WorkGate;
    mapTileUrl?: string;
  } = {},
): TestApi {
  // Its own rate-limit counters: limits hit by one suite never spill into another.
  const app = createApp({
    getDb: () => Promise.resolve(testDb.db),
    rateLimitStore: options.rateLimitStore?.(testDb.db) ?? memoryRateLimitStore(),
    // Suites solve hundreds of checks; the difficulty itself is tested in security/human-check.
    humanCheckMaxNumber: 2_000,
    ...(options.databaseGate ? { databaseGate: options.databaseGate } : {}),
    ...(options.mapTileUrl === undefined ? {} : { mapTileUrl: options.mapTileUrl }),
  });
  return { app, testDb, close: () => testDb.close() };
}

/** A visitor: keeps cookies between calls like a browser does, and sends a Host header. */
export class Visitor {
  private readonly cookies = new Map<string, string>();

  constructor(
    private readonly api: TestApi,
    readonly host = "harbor.localhost:3000",
  ) {}

  async call(
    path: string,
    init: { method?: string; json?: unknown; body?: string; headers?: Record<string, string> } = {},
  ) {
    const headers: Record<string, string> = { host: this.host, ...init.headers };
    if (this.cookies.size > 0) headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
    let body = init.body;
    if (init.json !== undefined) {
      body = JSON.stringify(init.json);
      headers["content-type"] = "application/json";
    }
    const response = await this.api.app.request(`http://${this.host}${path}`, {
      method: init.method ?? "GET",
      headers,
      body,
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(";");
      const eq = pair?.indexOf("=") ?? -1;
      if (!pair || eq < 0) continue;
      const name = pair.slice(0, eq);
      const value = pair.slice(eq + 1);
      if (value === "" || /max-age=0/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return response;
  }

  cookie(name: string): string | undefined {
    return this.cookies.get(name);
  }

  setCookie(name: string, value: string): void {
    this.cookies.set(name, value);
  }

  async csrfToken(): Promise<string> {
    const response = await this.call("/api/CSRF");
    const { csrfToken } = await answer(response, csrfResponseSchema);
    return csrfToken;
  }
}

/**
 * A visitor already signed in as a seeded member: a sessions row is created and the cookie sealed
 * with the server's own key, as sign-in would (sign-in itself is tested with the members routes).
 */
export async function signedInVisitor(
  api: TestApi,
  email: string,
  host = "harbor.localhost:3000",
): Promise<Visitor> {
  const { eq } = await import("drizzle-orm");
  const { sealData } = await import("iron-session");
  const { members } = await import("@/backend/db/schema");
  const { derivedKey } = await import("@/backend/security/secrets");
  const { credentialStamp } = await import("@/backend/services/members/credential-stamp");
  const { createSessionRow } = await import("@/backend/services/sessions/session-rows");
  const { absoluteLifetimeMs } = await import("@/backend/middleware/session");
  const [member] = await api.testDb.db.select().from(members).where(eq(members.email, email));
  if (!member) throw new Error(`No seeded member ${email}`);
  const now = new Date();
  const sessionId = await createSessionRow(api.testDb.db, {
    memberId: member.id,
    partnerCode: member.partnerCode,
    rememberMe: false,
    absoluteExpiresAt: new Date(now.getTime() + absoluteLifetimeMs(false)),
    now,
  });
  const sealed = await sealData(
    {
      sessionId,
      memberId: member.id,
      publicId: member.publicId,
      partnerCode: member.partnerCode,
      expiresAt: Date.now() + 900_000,
      credentialStamp: credentialStamp(member.id, member.passwordHash),
      startedAt: Date.now(),
    },
    { password: derivedKey("session").toString("base64url"), ttl: 0 },
  );
  const visitor = new Visitor(api, host);
  visitor.setCookie("rewards_session", sealed);
  return visitor;
}

/** A member's row as the database holds it (for assertions on what a call stored). */
export async function memberRow(api: TestApi, email: string) {
  const { eq } = await import("drizzle-orm");
  const { members } = await import("@/backend/db/schema");
  const [found] = await api.testDb.db.select().from(members).where(eq(members.email, email));
  if (!found) throw new Error(`no member ${email}`);
  return found;
}
