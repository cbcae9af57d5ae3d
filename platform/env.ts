// No "server-only" guard: the tsx entry points (database setup, migrate, seed, backup) read the
// environment too, and tsx runs without the react-server condition that guard needs. Nothing in
// the browser imports this file (ESLint forbids it to lib/client and lib/shared).
import { z } from "zod";
import { sessionTimeoutMs } from "@/shared/constants";
import { parseRemoteImageHosts } from "@/shared/images/remote-image-hosts";
import { jobNames } from "./job-names";
import { partnerCodes } from "@/partners/registry";

/**
 * The environment, checked once at start-up: a wrong value fails fast with the variable's
 * name instead of surfacing later as a confusing error. Only the variables in `clientEnv`
 * may reach the browser; everything else stays on the server. OpenTelemetry's standard OTEL_*
 * variables are not here: its SDK reads them, and backend/telemetry/tracing-settings.ts checks
 * the few that decide whether and how to trace (docs/decisions/0054).
 */
const appEnvs = ["local", "test", "staging", "production"] as const;

const envSchema = z.object({
  /** The deployment's environment (not the build mode): production hides the staging tools. */
  APP_ENV: z.enum(appEnvs).default("local"),
  /** Partner served on plain localhost and loopback addresses. */
  DEFAULT_PARTNER: z
    .string()
    .regex(/^[a-z][a-z0-9-]*$/)
    .default("harbor"),
  PORT: z.coerce.number().int().positive().default(3000),
  /** PostgreSQL server for the scale-out path; unset means the embedded PGlite in DATA_DIR. */
  DATABASE_URL: z.url().optional(),
  /** Where the embedded database and generated keys live. */
  DATA_DIR: z.string().min(1).default(".data"),
  /**
   * Seals session cookies and signs CSRF tokens and links; at least 32 characters. Generated into
   * DATA_DIR outside production. Rotate it with SESSION_SECRET_PREVIOUS (docs/deploy.md).
   */
  SESSION_SECRET: z.string().min(32, "SESSION_SECRET must be at least 32 characters").optional(),
  /**
   * The secret SESSION_SECRET replaced, during a rotation window only: cookies, tokens and links
   * made with it are still accepted, nothing new is made with it (docs/decisions/0053).
   */
  SESSION_SECRET_PREVIOUS: z
    .string()
    .min(32, "SESSION_SECRET_PREVIOUS must be at least 32 characters")
    .optional(),
  /**
   * Keys the digests stored in the database (card numbers, emails of failed sign-ins, rate-limit
   * keys); never rotates. Required in production; an existing deployment sets it to the value of
   * SESSION_SECRET it has run with. Unset elsewhere: SESSION_SECRET, else generated into DATA_DIR.
   */
  DIGEST_SECRET: z.string().min(32, "DIGEST_SECRET must be at least 32 characters").optional(),
  /** Run the rewards backend elsewhere: the proxy forwards the browser's /api/* there (pages still read DATABASE_URL). */
  REWARDS_API_URL: z.url().optional(),
  /** An external content service answering /api/cms/pages/{name}/. */
  CMS_URL: z.url().optional(),
  /** Public origin per partner outside production; {code} and {port} are filled in. */
  PUBLIC_ORIGIN_TEMPLATE: z.string().default("http://{code}.localhost:{port}"),
  /** Read the partner from X-Forwarded-Host: only when a proxy you run sits in front of the backend. */
  TRUST_PROXY: z
    .enum(["true", "false", "1", "0"])
    .default("false")
    .transform((value) => value === "true" || value === "1"),
  /** How many proxies of ours stand in front (each appends to X-Forwarded-For); read with TRUST_PROXY. */
  TRUST_PROXY_HOPS: z.coerce.number().int().min(1).max(10).default(1),
  /** Answer of GET /api/DefaultUserLocation as "latitude,longitude": no IP-geolocation data ships offline. */
  DEFAULT_USER_LOCATION: z
    .string()
    .regex(/^-?\d{1,2}(\.\d+)?,-?\d{1,3}(\.\d+)?$/, "DEFAULT_USER_LOCATION must be 'latitude,longitude'")
    .default("40.7577,-73.9857"),
  /**
   * The deployment's map tiles, read when the server starts (no rebuild): a template such as
   * "https://tiles.example.com/{z}/{x}/{y}.png". The browser fetches them from this origin
   * (/api/map/tiles/...), so the page's content security policy needs no other host. Without
   * one the maps draw the geography the product ships (docs/decisions/0067).
   */
  MAP_TILE_URL: z
    .string()
    .default("")
    .refine(
      (url) =>
        url === "" || (/^https?:\/\//.test(url) && ["{z}", "{x}", "{y}"].every((part) => url.includes(part))),
      "MAP_TILE_URL must be an http(s) address with {z}, {x} and {y}",
    ),
  /** The tiles' credit line, shown on the map when MAP_TILE_URL is set (their licence asks for it). */
  MAP_TILE_ATTRIBUTION: z.string().default(""),
  /**
   * Merchant searches (the API routes behind the database gate) doing database work at once in
   * this process (docs/decisions/0062); the rest wait in a bounded queue. The PostgreSQL pool
   * holds 10 connections, so 10 keeps each one busy.
   */
  DB_CONCURRENCY: z.coerce.number().int().min(1).max(1000).default(10),
  /** Searches that may wait for a database slot; one more is answered 503 with Retry-After at once. */
  DB_QUEUE_LIMIT: z.coerce.number().int().min(0).max(100_000).default(200),
  /** Milliseconds a search waits for a database slot before it is answered 503 with Retry-After. */
  DB_QUEUE_WAIT_MS: z.coerce.number().int().min(1).max(120_000).default(5000),
  /** Port of `npm run backend`, the backend on its own. */
  BACKEND_PORT: z.coerce.number().int().positive().default(4000),
  /** Minutes between runs of the posting schedule (ingested awards due become Awarded); 0 turns it off. */
  AWARD_SETTLEMENT_MINUTES: z.coerce.number().int().min(0).max(1440).default(15),
  /**
   * Periodic jobs the schedule leaves out, comma-separated (`vip-qualification,no-shows`); they
   * still run by hand (`npm run jobs -- <name>`). For journeys that read seeded data as it is, or
   * an operator holding a batch back.
   */
  JOBS_PAUSED: z
    .string()
    .default("")
    .transform((value) =>
      value
        .split(",")
        .map((name) => name.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.enum(jobNames))),
  /** Length of a member session without remember-me (the spec's 900000 ms); tests shorten it. */
  SESSION_TIMEOUT_MS: z.coerce.number().int().min(10_000).default(sessionTimeoutMs),
  /** Every page shows the maintenance notice (the API keeps answering). */
  MAINTENANCE_MODE: z
    .enum(["true", "false", "1", "0"])
    .default("false")
    .transform((value) => value === "true" || value === "1"),
  /** Origin of the support admin tool allowed to end an emulated session by message. */
  ADMIN_ORIGIN: z.url().optional(),
  LOG_LEVEL: z.enum(["debug", "info", "warn", "error", "silent"]).default("info"),
  /** SMTP server for outgoing mail (smtp://user:pass@host:587); unset keeps mail in the outbox table. */
  SMTP_URL: z.url().optional(),
  /** OpenID Connect issuer for SSO partners without their own (partner config sso.issuer). */
  SSO_ISSUER: z.url().optional(),
  /** Port of the embedded identity provider started when no issuer is configured (PORT + 700 by default). */
  SSO_LOCAL_PORT: z.coerce.number().int().positive().optional(),
  /** The card-number private key (PKCS#8 PEM) every instance decrypts with; generated into DATA_DIR outside production. */
  CARD_PRIVATE_KEY_PEM: z.string().optional(),
  /** A file holding that key instead (a mounted secret). */
  CARD_PRIVATE_KEY_FILE: z.string().optional(),
  /** Opens /stgtools outside APP_ENV=local (header X-Stgtools-Token, or ?token= once for a cookie). */
  STGTOOLS_TOKEN: z.string().min(32, "STGTOOLS_TOKEN must be at least 32 characters").optional(),
  /**
   * The key that signs transaction batches posted to /api/internal/transactions (shared with the
   * card-transaction feed); unset derives one from the deployment's root secret.
   */
  INGESTION_SECRET: z.string().min(32, "INGESTION_SECRET must be at least 32 characters").optional(),
  /**
   * Where accrual files for partners that post by file are written and their acknowledgements
   * read (decision 0064): <dir>/<partner>/outgoing and <dir>/<partner>/acks. Every instance must
   * see the same folder (a shared mount, or the one a transfer tool syncs). Unset: DATA_DIR/postings.
   */
  POSTING_FILE_DIR: z.string().min(1).optional(),
  /**
   * The endpoint awards are posted to for partners that post over HTTP (decision 0064); `{partner}`
   * is replaced by the partner's code. Unset: locally this server's own local receiver
   * (/api/internal/local-partner/postings on PORT); elsewhere nothing is sent and lines wait.
   */
  POSTING_HTTP_URL: z.url().optional(),
  /** The key posting calls are signed with (shared with the partner); unset derives one from the root secret. */
  POSTING_HTTP_SECRET: z.string().min(32, "POSTING_HTTP_SECRET must be at least 32 characters").optional(),
  /** Bearer token the Prometheus scraper sends to GET /api/metrics; unset turns metrics off. */
  METRICS_TOKEN: z.string().min(16, "METRICS_TOKEN must be at least 16 characters").optional(),
  /**
   * Redis shared by every instance (redis:// or rediss://): rate-limit counters, spent human-check
   * solutions and Next's page and data cache move there from PostgreSQL and the local disk.
   */
  REDIS_URL: z
    .url()
    .refine((value) => /^rediss?:\/\//.test(value), "REDIS_URL must start with redis:// or rediss://")
    .optional(),
  /** An OpenTable-style reservation API (…/v1/restaurants, …/v1/reservations); unset uses the built-in provider. */
  RESERVATION_PROVIDER_URL: z.url().optional(),
  /** Bearer token sent to that API, and required by the one `npm run backend` serves. */
  RESERVATION_PROVIDER_TOKEN: z
    .string()
    .min(16, "RESERVATION_PROVIDER_TOKEN must be at least 16 characters")
    .optional(),
  /** `npm run backend` also serves the built-in provider's API under /provider (docs/decisions). */
  RESERVATION_PROVIDER_SERVE: z
    .enum(["true", "false", "1", "0"])
    .default("false")
    .transform((value) => value === "true" || value === "1"),
  /** Bearer token for POST /api/Operations/Revalidate (refresh cached pages after an import); unset turns it off. */
  OPERATIONS_TOKEN: z.string().min(32, "OPERATIONS_TOKEN must be at least 32 characters").optional(),
  /**
   * A web instance `npm run db:import-merchants` asks to refresh the imported merchants' pages
   * (POST /api/Operations/Revalidate with OPERATIONS_TOKEN); unset, they refresh within the hour.
   */
  REVALIDATE_URL: z.url().optional(),
  /**
   * The payment provider's publishable key (Stripe): its script loads only when this is set. A
   * test key outside production, a live key in production (account-center §7); read at build time.
   */
  NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY: z
    .string()
    .regex(
      /^pk_(test|live)_[A-Za-z0-9]+$/,
      "NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY must be a pk_test_ or pk_live_ key",
    )
    .optional(),
  /**
   * Hosts (comma-separated names, https) whose raster images the image optimizer may fetch and
   * convert; read at build time (next.config.ts images.remotePatterns) and checked here at start.
   */
  NEXT_PUBLIC_IMAGE_REMOTE_HOSTS: z
    .string()
    .optional()
    .superRefine((value, context) => {
      const { invalid } = parseRemoteImageHosts(value);
      if (invalid.length > 0)
        context.addIssue({
          code: "custom",
          message: `NEXT_PUBLIC_IMAGE_REMOTE_HOSTS takes host names only (images.example.com), not ${invalid.join(", ")}`,
        });
    })
    .transform((value) => parseRemoteImageHosts(value).hosts),
  /** Sender address of outgoing mail. */
  MAIL_FROM: z.string().default("Dining Rewards <no-reply@dining-rewards.example>"),
});

export type AppEnv = z.infer<typeof envSchema> & {
  /** PUBLIC_ORIGIN_<CODE> per partner, where set (required for every partner in production). */
  readonly partnerOrigins: Readonly<Record<string, string>>;
  /** True inside `next build` (see isBuildPhase): run-time settings are not there to read. */
  readonly buildPhase: boolean;
};

/**
 * `next build` sets NEXT_PHASE for its workers while it collects and prerenders pages. An image
 * is built once and run in any deployment, so a build has no secret, no database and no partner
 * origin: those are required when the server starts, never while building (docs/decisions/0049).
 */
export function isBuildPhase(source: Readonly<Record<string, string | undefined>>): boolean {
  return source.NEXT_PHASE === "phase-production-build";
}

/** The variable that holds a partner's public origin in production: PUBLIC_ORIGIN_<CODE>. */
export function publicOriginVariable(partnerCode: string): string {
  return `PUBLIC_ORIGIN_${partnerCode.toUpperCase().replaceAll("-", "_")}`;
}

/**
 * Every variable this file reads: .env.example and the README must list each one
 * (platform/env-documentation.test.ts), so an operator never meets an undocumented setting.
 */
export const environmentVariables: readonly string[] = [
  ...Object.keys(envSchema.shape),
  ...partnerCodes.map(publicOriginVariable),
];

/**
 * What production cannot do without, each named: a real database shared by every instance, the
 * secret every instance seals sessions with, the secret of stored digests (set once, so that a
 * rotation of the session secret can never change it: docs/decisions/0053), the card key every
 * instance decrypts with, a mail server (mail must never go silently to the outbox table), and
 * each partner's public origin.
 */
function missingInProduction(
  parsed: z.infer<typeof envSchema>,
  source: Readonly<Record<string, string | undefined>>,
): string[] {
  const missing: string[] = [];
  if (!parsed.DATABASE_URL) missing.push("DATABASE_URL");
  if (!parsed.SESSION_SECRET) missing.push("SESSION_SECRET");
  // An upgraded deployment keeps its stored digests with the value its session secret had.
  if (!parsed.DIGEST_SECRET)
    missing.push("DIGEST_SECRET (an existing deployment: its SESSION_SECRET's value)");
  if (!parsed.CARD_PRIVATE_KEY_PEM && !parsed.CARD_PRIVATE_KEY_FILE)
    missing.push("CARD_PRIVATE_KEY_PEM (or CARD_PRIVATE_KEY_FILE)");
  if (!parsed.SMTP_URL) missing.push("SMTP_URL");
  for (const code of partnerCodes) {
    const name = publicOriginVariable(code);
    const origin = source[name];
    if (!origin || !URL.canParse(origin)) missing.push(name);
  }
  return missing;
}

/**
 * A live payment key charges real cards: it belongs to production only, and production never
 * runs on a test key (account-center §7).
 */
export function paymentKeyProblem(appEnv: string, key: string | undefined): string | undefined {
  if (!key) return undefined;
  if (appEnv === "production" && key.startsWith("pk_test_"))
    return "NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY is a test key (pk_test_) in production";
  if (appEnv !== "production" && key.startsWith("pk_live_"))
    return `NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY is a live key (pk_live_) outside production (APP_ENV=${appEnv})`;
  return undefined;
}

/**
 * A rotation window while the stored digests still derive from SESSION_SECRET would silently
 * re-key them with the new secret: duplicate cards and locked emails would stop matching. The
 * digests need their own secret first, the value they were made with (docs/decisions/0053).
 */
function rotationProblem(settings: z.infer<typeof envSchema>): string | undefined {
  if (!settings.SESSION_SECRET_PREVIOUS || settings.DIGEST_SECRET || !settings.SESSION_SECRET)
    return undefined;
  return "SESSION_SECRET_PREVIOUS needs DIGEST_SECRET: set it to the secret the stored digests were made with (the previous SESSION_SECRET), docs/deploy.md";
}

function loadEnv(source: Readonly<Record<string, string | undefined>>): AppEnv {
  // Blank values count as unset so that a copied .env.example works as it is.
  const present = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ""));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ");
    throw new Error(`Invalid environment: ${problems}`);
  }
  const partnerOrigins: Record<string, string> = {};
  for (const code of partnerCodes) {
    const origin = present[publicOriginVariable(code)];
    if (origin && URL.canParse(origin)) partnerOrigins[code] = new URL(origin).origin;
  }
  const keyProblem = paymentKeyProblem(parsed.data.APP_ENV, parsed.data.NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY);
  if (keyProblem) throw new Error(`Invalid environment: ${keyProblem}`);
  // The web app's pages read the services in process (decision 0056), so a web app whose /api
  // runs elsewhere shares that backend's PostgreSQL: two processes never open one PGlite folder.
  if (parsed.data.REWARDS_API_URL && !parsed.data.DATABASE_URL)
    throw new Error("Invalid environment: REWARDS_API_URL requires DATABASE_URL (the backend's PostgreSQL)");
  const rotation = rotationProblem(parsed.data);
  if (rotation) throw new Error(`Invalid environment: ${rotation}`);
  const buildPhase = isBuildPhase(present);
  if (parsed.data.APP_ENV === "production" && !buildPhase) {
    const missing = missingInProduction(parsed.data, present);
    if (missing.length > 0) {
      throw new Error(`Invalid environment: APP_ENV=production requires ${missing.join(", ")}`);
    }
  }
  return { ...parsed.data, partnerOrigins, buildPhase };
}

let cached: AppEnv | undefined;

/** The checked environment of this process (read once). */
export function env(): AppEnv {
  cached ??= loadEnv(process.env);
  return cached;
}

/** For tests: check another environment without touching process.env. */
export const parseEnv = loadEnv;

export const isProduction = (): boolean => env().APP_ENV === "production";
