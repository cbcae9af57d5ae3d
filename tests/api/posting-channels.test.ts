import { copyFile, readdir, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { members } from "@/backend/db/schema";
import { testDbKinds } from "@/backend/db/testing";
import { accrualFolders } from "@/backend/engine/posting/accrual-file-paths";
import { applyPostingAcks } from "@/backend/engine/posting/apply-posting-acks";
import { claimDuePostings } from "@/backend/engine/posting/claim-postings";
import { enqueuePostings } from "@/backend/engine/posting/enqueue-postings";
import type { PostingFetch } from "@/backend/engine/posting/http-posting-channel";
import { setLocalPartnerOutage } from "@/backend/engine/posting/local-partner/local-partner-outage";
import { readAwardHistory } from "@/backend/engine/read-award-history";
import { postingAckTimeoutMs, postingLeaseMs } from "@/backend/engine/posting/posting-retry";
import { sendDuePostings } from "@/backend/engine/posting/send-due-postings";
import { postingBatchSchema } from "@/shared/contracts/posting";
import { postingSuite } from "./posting-test-kit";

// PostgreSQL too: senders claim lines with SKIP LOCKED, and two senders race there.
const kinds = testDbKinds({ dialectMatters: true });

const at = (iso: string) => new Date(iso);

// The posting loop end to end (decision 0064): sent by file or HTTP, answered by the local
// stand-in partner, accepted lines Paid.
describe.each(kinds)("posting awards to the partner on %s", (kind) => {
  const suite = postingSuite(kind);
  const { db, root, post, channels, postingMember, awardedMeal, linesOf, awardsOf } = suite;
  afterEach(() => {
    setLocalPartnerOutage(false);
  });

  it("by accrual file: one file a day, answered in an acknowledgement file, and the award is Paid", async () => {
    const { member, reference, partnerNumber } = await postingMember();
    await awardedMeal(reference);
    const day = at("2026-03-02T06:00:00Z");
    const outcome = await post(day, "accrual-file");
    expect(outcome).toMatchObject({ batches: 1, answeredLocally: 1, ackFiles: 1 });

    const [line] = await linesOf(member.id);
    const [award] = await awardsOf(member.id);
    expect(line).toMatchObject({
      status: "accepted",
      channel: "accrual-file",
      attempts: 1,
      acknowledgedAt: day,
    });
    expect(award).toMatchObject({ awardStatus: "Paid", paidAt: day });
    // The award's life reads back: made, settled on the schedule, paid by the posting (decision 0063).
    const life = await readAwardHistory(db(), { partnerCode: "harbor", transactionId: award?.id ?? "" });
    expect(life.map(({ fromStatus, toStatus, actor }) => [fromStatus, toStatus, actor])).toEqual([
      [null, "Pending", "engine"],
      ["Pending", "Awarded", "schedule"],
      ["Awarded", "Paid", "posting"],
    ]);
    const folders = accrualFolders(root(), "harbor");
    const file = `${line?.batchId ?? ""}.csv`;
    expect(line?.batchId).toMatch(/^harbor-accruals-20260302-[0-9a-f]{8}$/);
    expect(await readdir(folders.outgoing)).toContain(file);
    const content = await readFile(join(folders.outgoing, file), "utf8");
    expect(content.split("\r\n")[0]).toBe("account_id,amount,award_id,date,kind");
    expect(content).toContain(`${partnerNumber ?? ""},400,${award?.id ?? ""},2026-01-14,award\r\n`);
    expect(await readdir(folders.processed)).toEqual([`${line?.batchId ?? ""}.ack.csv`]);

    // A second award settled the same day waits for the next day's file.
    const second = await postingMember();
    await awardedMeal(second.reference);
    expect(await post(at("2026-03-02T18:00:00Z"), "accrual-file")).toMatchObject({ batches: 0 });
    expect(await linesOf(second.member.id)).toEqual([expect.objectContaining({ status: "queued" })]);
    expect(await post(at("2026-03-03T00:05:00Z"), "accrual-file")).toMatchObject({ batches: 1, paid: 1 });
    expect((await awardsOf(second.member.id))[0]?.awardStatus).toBe("Paid");
  });

  it("by HTTP through the local receiver: signed, answered per line, and the award is Paid", async () => {
    const { member, reference } = await postingMember();
    await awardedMeal(reference);
    const now = at("2026-03-04T10:00:00Z");
    const outcome = await post(now, "http");
    expect(outcome).toMatchObject({ linesFailed: 0, rejected: 0 });
    expect(outcome.paid).toBeGreaterThanOrEqual(1);
    expect(await linesOf(member.id)).toEqual([
      expect.objectContaining({ status: "accepted", channel: "http", attempts: 1, acknowledgedAt: now }),
    ]);
    expect(await awardsOf(member.id)).toEqual([
      expect.objectContaining({ awardStatus: "Paid", paidAt: now }),
    ]);
  });

  it("retries a partner that is down with a growing backoff, then posts once it is back", async () => {
    const { member, reference } = await postingMember();
    await awardedMeal(reference);
    setLocalPartnerOutage(true);
    const first = at("2026-03-05T10:00:00Z");
    expect(await post(first, "http")).toMatchObject({ linesFailed: 1, paid: 0 });
    let [line] = await linesOf(member.id);
    expect(line).toMatchObject({ status: "queued", attempts: 1, lastError: "HTTP 503", leaseUntil: null });
    expect(line?.nextAttemptAt).toEqual(new Date(first.getTime() + 60_000));

    // Not due yet: the backoff holds it. Then a second failure waits twice as long.
    expect(await post(new Date(first.getTime() + 30_000), "http")).toMatchObject({
      linesFailed: 0,
      batches: 0,
    });
    const second = new Date(first.getTime() + 60_000);
    await post(second, "http");
    [line] = await linesOf(member.id);
    expect(line).toMatchObject({ status: "queued", attempts: 2 });
    expect(line?.nextAttemptAt).toEqual(new Date(second.getTime() + 120_000));
    expect((await awardsOf(member.id))[0]?.awardStatus).toBe("Awarded");

    setLocalPartnerOutage(false);
    const back = new Date(second.getTime() + 120_000);
    expect(await post(back, "http")).toMatchObject({ paid: 1 });
    [line] = await linesOf(member.id);
    expect(line).toMatchObject({ status: "accepted", attempts: 3, lastError: null });
    expect(await awardsOf(member.id)).toEqual([
      expect.objectContaining({ awardStatus: "Paid", paidAt: back }),
    ]);
  });

  it("keeps a rejected line's award Awarded, with the partner's reason on the line", async () => {
    const { member, reference } = await postingMember();
    await awardedMeal(reference);
    const now = at("2026-03-06T10:00:00Z");
    await enqueuePostings(db(), { partnerCodes: ["harbor"], now });
    // The program no longer knows the number the line carries.
    await db().update(members).set({ partnerNumber: "555000111" }).where(eq(members.id, member.id));
    expect(await post(now, "http")).toMatchObject({ rejected: 1 });
    expect(await linesOf(member.id)).toEqual([
      expect.objectContaining({ status: "rejected", rejectReason: "unknown_account", acknowledgedAt: now }),
    ]);
    expect(await awardsOf(member.id)).toEqual([
      expect.objectContaining({ awardStatus: "Awarded", paidAt: null }),
    ]);
    // Answered: it is not sent again, and the award is not queued again.
    expect(await post(at("2026-03-07T10:00:00Z"), "http")).toMatchObject({ batches: 0, queued: 0 });
  });

  it("changes nothing when an acknowledgement comes again, by file or by HTTP, even with another answer", async () => {
    const { member, reference } = await postingMember();
    await awardedMeal(reference);
    const day = at("2026-03-08T06:00:00Z");
    await post(day, "accrual-file");
    const [line] = await linesOf(member.id);
    const [award] = await awardsOf(member.id);
    expect(line?.status).toBe("accepted");
    const folders = accrualFolders(root(), "harbor");
    const name = `${line?.batchId ?? ""}.ack.csv`;
    // The same file returned again, and a copy that now says rejected.
    await copyFile(join(folders.processed, name), join(folders.acks, name));
    await writeFile(
      join(folders.acks, `harbor-accruals-20260308-ffffffff.ack.csv`),
      `award_id,kind,status,reason\r\n${award?.id ?? ""},award,rejected,account_closed\r\n`,
    );
    const replayed = await post(at("2026-03-08T07:00:00Z"), "accrual-file");
    expect(replayed).toMatchObject({ ackFiles: 2, accepted: 0, rejected: 0, paid: 0 });
    expect(replayed.unchangedAcks).toBeGreaterThanOrEqual(2);
    expect(await linesOf(member.id)).toEqual([line]);
    expect(await awardsOf(member.id)).toEqual([award]);

    const http = await applyPostingAcks(db(), {
      partnerCode: "harbor",
      acks: [{ awardId: award?.id ?? "", kind: "award", status: "accepted" }],
      now: at("2026-03-09T00:00:00Z"),
    });
    expect(http).toEqual({ accepted: 0, rejected: 0, unchanged: 1, paid: 0 });
    // Another partner cannot answer for this partner's line.
    expect(
      await applyPostingAcks(db(), {
        partnerCode: "skyway",
        acks: [{ awardId: award?.id ?? "", kind: "award", status: "rejected", reason: "x" }],
        now: at("2026-03-09T00:00:00Z"),
      }),
    ).toMatchObject({ unchanged: 1 });
    expect(await awardsOf(member.id)).toEqual([award]);
  });

  it("sends each line once when senders run at once", async () => {
    const posted = await Promise.all([1, 2, 3, 4, 5, 6].map(() => postingMember()));
    for (const { reference } of posted) await awardedMeal(reference);
    const now = at("2026-03-10T10:00:00Z");
    await enqueuePostings(db(), { partnerCodes: ["harbor"], now });
    const sent: string[] = [];
    const counting =
      (sender: PostingFetch): PostingFetch =>
      async (url, init) => {
        const batch = postingBatchSchema.parse(JSON.parse(typeof init.body === "string" ? init.body : ""));
        sent.push(...batch.lines.map((line) => line.awardId));
        // Slow enough that the two senders overlap.
        await new Promise((resolve) => setTimeout(resolve, 50));
        return sender(url, init);
      };
    const appFetch: PostingFetch = (url, init) => Promise.resolve(suite.api().app.request(url, init));
    const partners = [{ code: "harbor", channel: "http" as const }];
    const sender = () => sendDuePostings(db(), { partners, channels: channels(counting(appFetch)), now });
    // Two claim at the same moment (SKIP LOCKED); a third claims while the first one's lines are out
    // (their lease).
    const late = new Promise((resolve) => setTimeout(resolve, 20)).then(sender);
    const outcomes = await Promise.all([sender(), sender(), late]);
    expect(new Set(sent).size).toBe(sent.length);
    for (const { member } of posted) {
      const [award] = await awardsOf(member.id);
      expect(sent.filter((id) => id === award?.id)).toHaveLength(1);
      expect(award).toMatchObject({ awardStatus: "Paid", paidAt: now });
    }
    expect(outcomes.reduce((total, outcome) => total + outcome.paid, 0)).toBe(sent.length);
  });

  it("sends a line again once the lease of a send that never ended runs out", async () => {
    const { member, reference } = await postingMember();
    await awardedMeal(reference);
    const now = at("2026-03-11T10:00:00Z");
    await enqueuePostings(db(), { partnerCodes: ["harbor"], now });
    // A sender claims the line and is never heard of again (a crash).
    const claimed = await claimDuePostings(db(), {
      partnerCode: "harbor",
      channel: "http",
      batchId: "harbor-accruals-20260311-deadbeef",
      limit: 1_000,
      now,
    });
    expect(claimed.map((line) => line.memberId)).toContain(member.id);
    expect(await post(new Date(now.getTime() + postingLeaseMs - 1_000), "http")).toMatchObject({
      batches: 0,
    });
    const later = new Date(now.getTime() + postingLeaseMs);
    expect(await post(later, "http")).toMatchObject({ paid: 1 });
    expect(await linesOf(member.id)).toEqual([expect.objectContaining({ status: "accepted", attempts: 2 })]);
  });

  it("sends a file line again in a later file when no acknowledgement came within the timeout", async () => {
    const { member, reference } = await postingMember();
    await awardedMeal(reference);
    setLocalPartnerOutage(true);
    const day = at("2026-03-12T06:00:00Z");
    expect(await post(day, "accrual-file")).toMatchObject({ batches: 1, answeredLocally: 0, ackFiles: 0 });
    const [sent] = await linesOf(member.id);
    expect(sent).toMatchObject({ status: "sent", sentAt: day });
    setLocalPartnerOutage(false);
    // Only the stand-in partner's file step was down: it answers the file it missed on the next run.
    const late = await post(new Date(day.getTime() + postingAckTimeoutMs + 60_000), "accrual-file");
    expect(late).toMatchObject({ requeued: 1, batches: 1, paid: 1 });
    const [line] = await linesOf(member.id);
    expect(line).toMatchObject({ status: "accepted", attempts: 2 });
    expect(line?.batchId).not.toBe(sent?.batchId);
  });
});
