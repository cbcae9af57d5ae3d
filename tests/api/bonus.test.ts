import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { memberBonuses } from "@/backend/db/schema";
import { testDbKinds } from "@/backend/db/testing";
import { memberAccountSchema } from "@/shared/contracts/member-account";
import {
  errorAnswer,
  answer,
  createTestApi,
  memberRow,
  signedInVisitor,
  Visitor,
  type TestApi,
} from "./support";
import { bonusRegistrationResponseSchema } from "@/shared/contracts/bonus";

const harborDemo = "demo@harbor.example";

describe.each(testDbKinds())("POST /api/Member/Bonus/{code} on %s", (kind) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await createTestApi(kind, { merchants: 20 });
  });
  afterAll(async () => {
    await api.close();
  });

  async function register(visitor: Visitor, code: string, withCsrf = true) {
    const headers: Record<string, string> = withCsrf ? { "x-xsrf-token": await visitor.csrfToken() } : {};
    return visitor.call(`/api/Member/Bonus/${code}`, { method: "POST", headers });
  }

  async function bonusRow(email: string, code: string) {
    const member = await memberRow(api, email);
    const [row] = await api.testDb.db
      .select()
      .from(memberBonuses)
      .where(and(eq(memberBonuses.memberId, member.id), eq(memberBonuses.code, code)));
    return row;
  }

  it("registers an eligible bonus: enrolled, with the time, and GET /api/Member shows it", async () => {
    const visitor = await signedInVisitor(api, harborDemo);
    const before = memberAccountSchema.parse(await (await visitor.call("/api/Member")).json());
    expect(before.activeBonuses.find((bonus) => bonus.code === "HHD-TRIPLE-WEEKEND")?.bonusStatus).toBe(
      "eligible",
    );

    const response = await register(visitor, "HHD-TRIPLE-WEEKEND");
    expect(response.status).toBe(200);
    expect(await answer(response, bonusRegistrationResponseSchema)).toEqual({ success: true });
    const row = await bonusRow(harborDemo, "HHD-TRIPLE-WEEKEND");
    expect(row?.status).toBe("enrolled");
    expect(row?.enrolledAt).toBeInstanceOf(Date);

    const after = memberAccountSchema.parse(await (await visitor.call("/api/Member")).json());
    expect(after.activeBonuses.find((bonus) => bonus.code === "HHD-TRIPLE-WEEKEND")).toMatchObject({
      bonusStatus: "enrolled",
      description: "Triple points on weekend dinners this month",
      isNewMemberBonus: false,
    });
  });

  it("is idempotent: registering again succeeds and keeps the first registration's time", async () => {
    const visitor = await signedInVisitor(api, "bonus@harbor.example");
    expect((await register(visitor, "HHD-BRUNCH-250")).status).toBe(200);
    const first = await bonusRow("bonus@harbor.example", "HHD-BRUNCH-250");
    const again = await register(visitor, "HHD-BRUNCH-250");
    expect(again.status).toBe(200);
    expect(await answer(again, bonusRegistrationResponseSchema)).toEqual({ success: true });
    const second = await bonusRow("bonus@harbor.example", "HHD-BRUNCH-250");
    expect(second?.enrolledAt?.getTime()).toBe(first?.enrolledAt?.getTime());
  });

  it("answers 409 for an earned (qualified) bonus and leaves it as it is", async () => {
    const visitor = await signedInVisitor(api, "vip@harbor.example");
    const response = await register(visitor, "HHD-BRUNCH-250");
    expect(response.status).toBe(409);
    expect(await errorAnswer(response)).toEqual({ error: "This bonus has already been earned" });
    expect((await bonusRow("vip@harbor.example", "HHD-BRUNCH-250"))?.status).toBe("qualified");
  });

  it("answers 404 for an unknown code and for another member's bonus", async () => {
    const visitor = await signedInVisitor(api, "vip@harbor.example");
    expect((await register(visitor, "NO-SUCH-BONUS")).status).toBe(404);
    // optout@ holds HHD-TRIPLE-WEEKEND; vip@ does not, so vip@ cannot register it, nor touch optout@'s.
    const response = await register(visitor, "HHD-TRIPLE-WEEKEND");
    expect(response.status).toBe(404);
    expect(await errorAnswer(response)).toEqual({ error: "Bonus not found" });
    expect((await bonusRow("optout@harbor.example", "HHD-TRIPLE-WEEKEND"))?.status).toBe("eligible");
  });

  it("does not cross partners: a session on another partner's host is not signed in there", async () => {
    const visitor = await signedInVisitor(api, "demo@greenleaf.example", "harbor.localhost:3000");
    expect((await register(visitor, "GLF-DOUBLE-CASH")).status).toBe(401);
  });

  it("answers 400 for a malformed code", async () => {
    const visitor = await signedInVisitor(api, harborDemo);
    const response = await register(visitor, "not%20a%20code");
    expect(response.status).toBe(400);
  });

  it("answers 403 without the CSRF header and 401 without a session", async () => {
    const member = await signedInVisitor(api, "optout@harbor.example");
    expect((await register(member, "HHD-TRIPLE-WEEKEND", false)).status).toBe(403);
    expect((await bonusRow("optout@harbor.example", "HHD-TRIPLE-WEEKEND"))?.status).toBe("eligible");
    const anonymous = new Visitor(api);
    const response = await register(anonymous, "HHD-TRIPLE-WEEKEND");
    expect(response.status).toBe(401);
  });
});
