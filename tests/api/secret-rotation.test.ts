import { unsealData } from "iron-session";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createTestDb, type TestDb } from "@/backend/db/testing";
import { activationSignature } from "@/backend/security/activation-signature";
import { deriveKey } from "@/backend/security/key-derivation";
import { cardPublicJwkSchema } from "@/shared/cards/card-public-key";
import { importCardPublicKey } from "@/shared/cards/encrypt-card-number";
import { brands, frameCard, link, usePublicKey } from "./card-test-kit";
import { send } from "./solve-human-check";
import { Visitor, type TestApi } from "./support";

/**
 * Rotating SESSION_SECRET (docs/decisions/0053, docs/deploy.md "Rotating secrets"): each restart
 * builds the app again in a fresh module graph, which reads the environment anew as a restarted
 * instance would, on the same database. A browser keeps its cookies across restarts.
 */
vi.setConfig({ testTimeout: 120_000 });

const secretA = "rotation-test-secret-A-0123456789-abcdefgh";
const secretB = "rotation-test-secret-B-0123456789-abcdefgh";
const digestSecret = "rotation-test-digest-secret-0123456789-abc";
const harbor = "harbor.localhost:3000";

type Settings = Partial<Record<"SESSION_SECRET" | "SESSION_SECRET_PREVIOUS" | "DIGEST_SECRET", string>>;

/** Whether a session cookie was sealed with the session key of this root secret. */
async function sealedWith(rootSecret: string, sealed: string): Promise<boolean> {
  let readable = true;
  await unsealData(sealed, {
    password: deriveKey(rootSecret, "session").toString("base64url"),
    ttl: 0,
    onUnsealError: () => {
      readable = false;
    },
  });
  return readable;
}

/** The body of an activation link made by a deployment whose root secret was `rootSecret`. */
function activationLinkUnder(rootSecret: string, publicId: string) {
  const expires = Math.floor(Date.now() / 1000) + 86_400;
  const key = deriveKey(rootSecret, "activation");
  return {
    publicId,
    expires,
    signature: activationSignature(key, { partnerCode: "harbor", publicId, expires }),
  };
}

describe("rotating the session secret", () => {
  let testDb: TestDb;
  let current: TestApi | undefined;
  /** The deployment as a browser sees it: whichever app the last restart started. */
  const deployment = {
    get app() {
      if (!current) throw new Error("not started");
      return current.app;
    },
    get testDb() {
      return testDb;
    },
    close: () => Promise.resolve(),
  } satisfies TestApi;

  async function restart(settings: Settings) {
    for (const name of ["SESSION_SECRET", "SESSION_SECRET_PREVIOUS", "DIGEST_SECRET"] as const) {
      vi.stubEnv(name, settings[name] ?? "");
    }
    vi.resetModules();
    const support = await import("./support");
    current = support.testApiOn(testDb);
    return support;
  }

  beforeAll(async () => {
    testDb = await createTestDb("pglite", { merchants: 5 });
  });
  afterAll(async () => {
    vi.unstubAllEnvs();
    vi.resetModules();
    await testDb.close();
  });

  it("keeps a signed-in member signed in through the window, sealing new cookies with the new secret", async () => {
    await restart({ SESSION_SECRET: secretA });
    const browser = new Visitor(deployment, harbor);
    const signIn = await send(browser, "POST", "/api/Members/SignIn", {
      email: "demo@harbor.example",
      password: "Harbor-demo-2026",
    });
    expect(signIn.status).toBe(200);
    const sealedUnderA = browser.cookie("rewards_session") ?? "";
    expect(await sealedWith(secretA, sealedUnderA)).toBe(true);

    // The window: the new secret, the old one still accepted.
    await restart({ SESSION_SECRET: secretB, SESSION_SECRET_PREVIOUS: secretA, DIGEST_SECRET: secretA });
    expect((await browser.call("/api/Member")).status).toBe(200);
    const resealed = browser.cookie("rewards_session") ?? "";
    expect(resealed).not.toBe(sealedUnderA);
    expect(await sealedWith(secretB, resealed)).toBe(true);
    expect(await sealedWith(secretA, resealed)).toBe(false);

    // After the window: the cookie resealed during it still works, the one sealed before does not.
    await restart({ SESSION_SECRET: secretB, DIGEST_SECRET: secretA });
    expect((await browser.call("/api/Member")).status).toBe(200);
    const untouched = new Visitor(deployment, harbor);
    untouched.setCookie("rewards_session", sealedUnderA);
    expect((await untouched.call("/api/Member")).status).toBe(401);
  });

  it("accepts a link signed with the previous secret during the window only", async () => {
    const linkUnderA = activationLinkUnder(secretA, "harbor-nonactivated-demo");
    await restart({ SESSION_SECRET: secretB, DIGEST_SECRET: secretA });
    expect(
      (await send(new Visitor(deployment, harbor), "POST", "/api/Member/Activate", linkUnderA)).status,
    ).toBe(403);
    await restart({ SESSION_SECRET: secretB, SESSION_SECRET_PREVIOUS: secretA, DIGEST_SECRET: secretA });
    expect(
      (await send(new Visitor(deployment, harbor), "POST", "/api/Member/Activate", linkUnderA)).status,
    ).toBe(200);
  });

  it("accepts a CSRF token issued before the rotation during the window, and renews its cookie", async () => {
    // The body fails validation (400) only once the CSRF check passed; a refused token answers 403.
    const activate = (visitor: Visitor, token: string) =>
      visitor.call("/api/Member/Activate", { method: "POST", json: {}, headers: { "x-xsrf-token": token } });
    await restart({ SESSION_SECRET: secretA });
    const browser = new Visitor(deployment, harbor);
    const tokenUnderA = await browser.csrfToken();
    const cookieUnderA = browser.cookie("rewards_csrf");

    await restart({ SESSION_SECRET: secretB, SESSION_SECRET_PREVIOUS: secretA, DIGEST_SECRET: secretA });
    expect((await activate(browser, tokenUnderA)).status).toBe(400);
    const tokenUnderB = await browser.csrfToken();
    const renewed = browser.cookie("rewards_csrf");
    expect(renewed).not.toBe(cookieUnderA);
    expect(renewed?.split(".")[0]).toBe(cookieUnderA?.split(".")[0]);

    await restart({ SESSION_SECRET: secretB, DIGEST_SECRET: secretA });
    expect((await activate(browser, tokenUnderA)).status).toBe(403);
    expect((await activate(browser, tokenUnderB)).status).toBe(400);
  });

  it("still finds a card linked before the rotation: an existing deployment keeps its digests", async () => {
    // Before: no DIGEST_SECRET, so digests were keyed from SESSION_SECRET as they always were.
    let support = await restart({ SESSION_SECRET: secretA });
    const response = await new Visitor(deployment, harbor).call("/api/Cards/PublicKey");
    usePublicKey(await importCardPublicKey(cardPublicJwkSchema.parse(await response.json())));
    const number = brands.Visa();
    const first = await link(await support.signedInVisitor(deployment, "demo@harbor.example"), [
      await frameCard(number),
    ]);
    expect(first.status).toBe(200);

    // The runbook's first step for such a deployment: DIGEST_SECRET takes the old secret's value.
    for (const settings of [
      { SESSION_SECRET: secretB, SESSION_SECRET_PREVIOUS: secretA, DIGEST_SECRET: secretA },
      { SESSION_SECRET: secretB, DIGEST_SECRET: secretA },
    ]) {
      support = await restart(settings);
      const again = await link(await support.signedInVisitor(deployment, "new@harbor.example"), [
        await frameCard(number),
      ]);
      expect(again.status).toBe(400);
      expect(again.body.cardRegistration[0]?.error?.code).toBe("CARD_LINKED_ELSEWHERE");
    }
  });

  it("keys stored digests by DIGEST_SECRET alone: a rotation without a window keeps them", async () => {
    let support = await restart({ SESSION_SECRET: secretA, DIGEST_SECRET: digestSecret });
    const number = brands.Mastercard();
    const first = await link(await support.signedInVisitor(deployment, "vip@harbor.example"), [
      await frameCard(number, { cardType: "Mastercard" }),
    ]);
    expect(first.status).toBe(200);
    support = await restart({ SESSION_SECRET: secretB, DIGEST_SECRET: digestSecret });
    const again = await link(await support.signedInVisitor(deployment, "new@harbor.example"), [
      await frameCard(number, { cardType: "Mastercard" }),
    ]);
    expect(again.body.cardRegistration[0]?.error?.code).toBe("CARD_LINKED_ELSEWHERE");
  });
});
