import { readFileSync } from "node:fs";
import path from "node:path";
import type { BrowserContext } from "@playwright/test";
import { sealData, unsealData } from "iron-session";
import { deriveKey, sessionPasswordFrom } from "@/backend/middleware/key-derivation";
import { demoAccounts } from "@/backend/db/seed/demo-accounts";
import { credentialStampDigest } from "@/backend/services/members/credential-stamp-digest";
import { e2eEnv } from "../../../scripts/e2e-env.mjs";
import { memberApi } from "./member-api";

type DemoAccount = (typeof demoAccounts)[number];

function rootSecret(): string {
  return readFileSync(path.join(e2eEnv.DATA_DIR, "secrets", "session-secret"), "utf8").trim();
}

// One real sign-in per account and worker: the stamp only changes with the password.
const stamps = new Map<string, string>();

/**
 * The credential stamp the server expects in this member's session. SSO members have no
 * password, so it is computed; for the others it is read from a real sign-in's cookie, because
 * it depends on the stored password hash. Each sign-in comes from its own made-up address, so
 * the per-address sign-in limit the sign-in journeys test is not spent here.
 */
async function stampFor(account: DemoAccount, baseURL: string): Promise<string> {
  if (!account.password) {
    return credentialStampDigest(deriveKey(rootSecret(), "credential-stamp"), account.id, null);
  }
  const known = stamps.get(account.email);
  if (known) return known;
  const api = await memberApi(baseURL, account.email, account.password);
  try {
    const cookie = (await api.context.storageState()).cookies.find((c) => c.name === "rewards_session");
    if (!cookie) throw new Error(`Sign-in as ${account.email} set no session cookie`);
    const session = await unsealData<{ credentialStamp?: string }>(cookie.value, {
      password: sessionPasswordFrom(rootSecret()),
      ttl: 0,
    });
    if (!session.credentialStamp) throw new Error("The session cookie carries no credential stamp");
    stamps.set(account.email, session.credentialStamp);
    return session.credentialStamp;
  } finally {
    await api.context.dispose();
  }
}

/**
 * Signs a browser in as a seeded demo member by sealing the session cookie with the test
 * server's own secret (generated into its data dir), with an expiry of the journey's choosing.
 * Journeys about the shell use this; the sign-in journeys themselves go through the sign-in screen.
 */
export async function signInAs(
  context: BrowserContext,
  email: string,
  baseURL: string,
  expiresInMs = 15 * 60_000,
): Promise<void> {
  const account = demoAccounts.find((candidate) => candidate.email === email);
  if (!account) throw new Error(`No demo account ${email}`);
  const credentialStamp = await stampFor(account, baseURL);
  const expiresAt = Date.now() + expiresInMs;
  const sealed = await sealData(
    {
      memberId: account.id,
      publicId: account.publicId,
      partnerCode: account.partnerCode,
      expiresAt,
      credentialStamp,
      startedAt: Date.now(),
    },
    { password: sessionPasswordFrom(rootSecret()), ttl: 0 },
  );
  // Host-only cookies (by url, not domain), exactly as the server sets them, so its answers replace them.
  await context.addCookies([
    { name: "rewards_session", value: sealed, url: baseURL, httpOnly: true, sameSite: "Lax" },
    { name: "session_expires_at", value: String(expiresAt), url: baseURL, sameSite: "Lax" },
  ]);
}
