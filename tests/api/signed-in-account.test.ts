import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { members } from "@/backend/db/schema";
import { testDbKinds } from "@/backend/db/testing";
import { accountForSessionCookies } from "@/lib/server/api/signed-in-account";
import { memberAccountSchema } from "@/shared/contracts/member-account";
import { getPartner, type Partner } from "@/partners/registry";
import { createTestApi, signedInVisitor, type TestApi } from "./support";

function partner(code: string): Partner {
  const found = getPartner(code);
  if (!found) throw new Error(`No partner ${code}`);
  return found;
}

/**
 * The account pages draw the member on the server from the page request's cookies: the same
 * member GET /api/Member answers, and nobody for any cookie the API would refuse.
 */
// PostgreSQL too: sessions: server-side session rows read for a page request.
const kinds = testDbKinds({ dialectMatters: true });

describe.each(kinds)("the signed-in account of a page request on %s", (kind) => {
  let api: TestApi;
  const database = () => Promise.resolve(api.testDb.db);
  beforeAll(async () => {
    api = await createTestApi(kind, { merchants: 20 });
  });
  afterAll(async () => {
    await api.close();
  });

  async function signedIn(email: string, host?: string) {
    const visitor = await signedInVisitor(api, email, host);
    return { visitor, sealed: visitor.cookie("rewards_session") };
  }

  it("is the member GET /api/Member answers", async () => {
    const { visitor, sealed } = await signedIn("demo@harbor.example");
    const drawn = await accountForSessionCookies(
      partner("harbor"),
      { sealed, signedOutAt: undefined },
      database,
    );
    const answered = memberAccountSchema.parse(await (await visitor.call("/api/Member")).json());
    expect(drawn).toEqual(answered);
    expect(drawn?.firstName).toBe("Dana");
  });

  it("is nobody without a cookie, or with one the server did not seal", async () => {
    const harbor = partner("harbor");
    expect(
      await accountForSessionCookies(harbor, { sealed: undefined, signedOutAt: undefined }, database),
    ).toBeNull();
    expect(
      await accountForSessionCookies(harbor, { sealed: "forged", signedOutAt: undefined }, database),
    ).toBeNull();
  });

  it("is nobody on another partner's host", async () => {
    const { sealed } = await signedIn("demo@harbor.example");
    expect(
      await accountForSessionCookies(partner("greenleaf"), { sealed, signedOutAt: undefined }, database),
    ).toBeNull();
  });

  it("is nobody once the member signed out, even with a copy of the cookie", async () => {
    const { visitor, sealed } = await signedIn("demo@harbor.example");
    expect((await visitor.call("/api/SignOut")).status).toBe(200);
    expect(
      await accountForSessionCookies(partner("harbor"), { sealed, signedOutAt: undefined }, database),
    ).toBeNull();
  });

  it("is nobody when this browser signed out after the session began", async () => {
    const { sealed } = await signedIn("demo@harbor.example");
    const later = String(Date.now() + 1_000);
    expect(
      await accountForSessionCookies(partner("harbor"), { sealed, signedOutAt: later }, database),
    ).toBeNull();
  });

  it("is nobody after the password changed (the session's credential stamp is stale)", async () => {
    const { sealed } = await signedIn("bonus@harbor.example");
    await api.testDb.db
      .update(members)
      .set({ passwordHash: "changed-elsewhere" })
      .where(eq(members.email, "bonus@harbor.example"));
    expect(
      await accountForSessionCookies(partner("harbor"), { sealed, signedOutAt: undefined }, database),
    ).toBeNull();
  });
});
