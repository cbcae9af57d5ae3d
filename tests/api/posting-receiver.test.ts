import { randomUUID } from "node:crypto";
import { afterEach, describe, expect, it, vi } from "vitest";
import type * as envModule from "@/platform/env";
import { members } from "@/backend/db/schema";
import { testDbKinds } from "@/backend/db/testing";
import { setLocalPartnerOutage } from "@/backend/engine/posting/local-partner/local-partner-outage";
import { postingKey } from "@/backend/engine/posting/posting-signature";
import { ingestionKey, signIngestionBody } from "@/backend/ingestion/signature";
import { ingestionSignatureHeader } from "@/shared/contracts/ingestion";
import { postingBatchResultSchema, type PostingLine } from "@/shared/contracts/posting";
import { localPartnerUrl } from "./posting-test-kit";
import { answer, errorAnswer } from "./support";
import { suiteApi } from "./suite-api";

const settings: { appEnv: "local" | "test" | "staging" | "production" } = vi.hoisted(() => ({
  appEnv: "local",
}));
vi.mock("@/platform/env", async (importOriginal) => {
  const actual = await importOriginal<typeof envModule>();
  const base = actual.parseEnv(process.env);
  return { ...actual, env: () => ({ ...base, APP_ENV: settings.appEnv }) };
});

// The local stand-in for a partner's posting endpoint (decision 0064): signed like the feed, its
// body checked with the posting contract, each line answered.
describe.each(testDbKinds())("the local posting receiver on %s", (kind) => {
  const api = suiteApi(kind, { merchants: 5 });
  afterEach(() => {
    settings.appEnv = "local";
    setLocalPartnerOutage(false);
  });

  async function memberWithNumber() {
    const partnerNumber = String(Math.floor(100_000_000 + Math.random() * 899_999_999));
    const tag = randomUUID().slice(0, 8);
    await api()
      .testDb.db.insert(members)
      .values({
        partnerCode: "harbor",
        publicId: `posting-${tag}`,
        email: `posting-${tag}@harbor.example`,
        firstName: "Pat",
        lastName: "Post",
        tierLevel: 2,
        partnerNumber,
      });
    return partnerNumber;
  }

  const line = (accountId: string, overrides: Partial<PostingLine> = {}): PostingLine => ({
    awardId: randomUUID(),
    kind: "award",
    accountId,
    amount: 400,
    date: "2026-01-14",
    ...overrides,
  });

  function receive(body: unknown, signature: "posting" | "ingestion" | "none" | "stale" = "posting") {
    const raw = typeof body === "string" ? body : JSON.stringify(body);
    const headers: Record<string, string> = { "content-type": "application/json" };
    if (signature === "posting")
      headers[ingestionSignatureHeader] = signIngestionBody(raw, new Date(), postingKey());
    if (signature === "ingestion")
      headers[ingestionSignatureHeader] = signIngestionBody(raw, new Date(), ingestionKey());
    if (signature === "stale")
      headers[ingestionSignatureHeader] = signIngestionBody(
        raw,
        new Date(Date.now() - 600_000),
        postingKey(),
      );
    return api().app.request(localPartnerUrl, { method: "POST", headers, body: raw });
  }

  const batch = (lines: unknown[]) => ({
    batchId: "harbor-accruals-20260302-0a1b2c3d",
    partnerCode: "harbor",
    postingDate: "2026-03-02",
    lines,
  });

  it("answers every line: accepted, or rejected with a reason for a wrong sign or an unknown account", async () => {
    const account = await memberWithNumber();
    const lines = [
      line(account),
      line(account, { kind: "reversal", amount: -100 }),
      line(account, { kind: "reversal", amount: 100 }),
      line(account, { amount: -400 }),
      line("999999999999"),
    ];
    const response = await receive(batch(lines));
    expect(response.status).toBe(200);
    const result = await answer(response, postingBatchResultSchema);
    expect(result.batchId).toBe("harbor-accruals-20260302-0a1b2c3d");
    expect(
      result.results.map((ack) => [ack.awardId, ack.status, ack.status === "rejected" ? ack.reason : ""]),
    ).toEqual([
      [lines[0]?.awardId, "accepted", ""],
      [lines[1]?.awardId, "accepted", ""],
      [lines[2]?.awardId, "rejected", "amount_sign_mismatch"],
      [lines[3]?.awardId, "rejected", "amount_sign_mismatch"],
      [lines[4]?.awardId, "rejected", "unknown_account"],
    ]);
  });

  it("requires the posting key's fresh signature (401), not the feed's", async () => {
    const body = batch([line(await memberWithNumber())]);
    for (const signature of ["none", "ingestion", "stale"] as const) {
      const response = await receive(body, signature);
      expect(response.status, signature).toBe(401);
      expect((await errorAnswer(response)).error).toBe("Invalid or missing signature");
    }
  });

  it("answers 400 with the fields for a body that does not fit the contract, never 500", async () => {
    const account = await memberWithNumber();
    const malformed = await receive("{not json");
    expect(malformed.status).toBe(400);
    expect((await errorAnswer(malformed)).error).toBe("Malformed JSON");

    const cases: [unknown, string][] = [
      [batch([{ ...line(account), amount: "400" }]), "lines.0.amount"],
      [batch([{ ...line(account), amount: 0 }]), "lines.0.amount"],
      [batch([{ ...line(account), awardId: "award-1" }]), "lines.0.awardId"],
      [batch([{ ...line(account), kind: "bonus" }]), "lines.0.kind"],
      [batch([{ ...line(account), accountId: "12 34" }]), "lines.0.accountId"],
      [batch([{ ...line(account), date: "14/01/2026" }]), "lines.0.date"],
      [batch([]), "lines"],
      [batch(Array.from({ length: 201 }, () => line(account))), "lines"],
      [{ ...batch([line(account)]), batchId: "" }, "batchId"],
      [[], "body"],
    ];
    for (const [body, field] of cases) {
      const response = await receive(body);
      expect(response.status, field).toBe(400);
      expect(Object.keys((await errorAnswer(response)).fields ?? {}), field).toContain(field);
    }
    const stranger = await receive({ ...batch([line(account)]), partnerCode: "nowhere" });
    expect(stranger.status).toBe(400);
    expect((await errorAnswer(stranger)).fields).toEqual({ partnerCode: "Unknown partner" });
  });

  it("answers 503 while it plays a partner that is down", async () => {
    setLocalPartnerOutage(true);
    expect((await receive(batch([line(await memberWithNumber())]))).status).toBe(503);
  });

  it("does not exist outside a local or test deployment (404), signed or not", async () => {
    const body = batch([line(await memberWithNumber())]);
    for (const appEnv of ["staging", "production"] as const) {
      settings.appEnv = appEnv;
      expect((await receive(body)).status).toBe(404);
      expect((await receive(body, "none")).status).toBe(404);
    }
  });

  it("stands in for the partner on the journeys' test server too", async () => {
    settings.appEnv = "test";
    expect((await receive(batch([line(await memberWithNumber())]))).status).toBe(200);
  });
});
