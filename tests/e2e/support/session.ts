import { readFileSync } from "node:fs";
import path from "node:path";
import type { BrowserContext } from "@playwright/test";
import { sealData } from "iron-session";
import { sessionPasswordFrom } from "@/backend/middleware/key-derivation";
import { demoAccounts } from "@/backend/db/seed/demo-accounts";
import { e2eEnv } from "../../../scripts/e2e-env.mjs";

/**
 * Signs a browser in as a seeded demo member by sealing the session cookie with the test
 * server's own secret (generated into its data dir). Journeys about the shell use this; the
 * sign-in journeys themselves go through the sign-in screen.
 */
export async function signInAs(
  context: BrowserContext,
  email: string,
  baseURL: string,
  expiresInMs = 15 * 60_000,
): Promise<void> {
  const account = demoAccounts.find((candidate) => candidate.email === email);
  if (!account) throw new Error(`No demo account ${email}`);
  const secret = readFileSync(path.join(e2eEnv.DATA_DIR, "secrets", "session-secret"), "utf8").trim();
  const expiresAt = Date.now() + expiresInMs;
  const sealed = await sealData(
    { memberId: account.id, publicId: account.publicId, partnerCode: account.partnerCode, expiresAt },
    { password: sessionPasswordFrom(secret), ttl: 0 },
  );
  // Host-only cookies (by url, not domain), exactly as the server sets them, so its answers replace them.
  await context.addCookies([
    { name: "rewards_session", value: sealed, url: baseURL, httpOnly: true, sameSite: "Lax" },
    { name: "session_expires_at", value: String(expiresAt), url: baseURL, sameSite: "Lax" },
  ]);
}
