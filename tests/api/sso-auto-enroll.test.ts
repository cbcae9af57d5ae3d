import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { members } from "@/backend/db/schema";
import { createTestDb, testDbKinds, type TestDb } from "@/backend/db/testing";
import { signInWithSso } from "@/backend/services/members/sign-in-with-sso";

/**
 * hasAutoEnroll (partner configuration): whether a program account signing in for the first time
 * is enrolled on the way, or must choose Join first.
 */
describe.each(testDbKinds())("SSO sign-in and hasAutoEnroll on %s", (kind) => {
  let testDb: TestDb;
  beforeAll(async () => {
    testDb = await createTestDb(kind);
  });
  afterAll(async () => {
    await testDb.close();
  });

  const stored = async (sub: string) =>
    testDb.db
      .select({ id: members.id })
      .from(members)
      .where(and(eq(members.partnerCode, "skyway"), eq(members.ssoSubject, sub)));

  it("enrols no one who may not enrol, and answers null", async () => {
    const member = await signInWithSso(testDb.db, {
      partnerCode: "skyway",
      claims: { sub: "program-1", email: "one@program.example" },
      enrollIfNew: false,
    });
    expect(member).toBeNull();
    expect(await stored("program-1")).toEqual([]);
  });

  it("enrols a new program account when allowed, then finds it again without enrolling twice", async () => {
    const first = await signInWithSso(testDb.db, {
      partnerCode: "skyway",
      claims: { sub: "program-2", givenName: "Sky" },
      enrollIfNew: true,
    });
    expect(first?.publicId).toMatch(/^skyway-/);
    const again = await signInWithSso(testDb.db, {
      partnerCode: "skyway",
      claims: { sub: "program-2", givenName: "Sky" },
      enrollIfNew: false,
    });
    expect(again).toEqual(first);
    expect(await stored("program-2")).toHaveLength(1);
  });
});
