import { randomInt } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq, inArray, like } from "drizzle-orm";
import { afterAll, beforeAll } from "vitest";
import { members, postings, transactions } from "@/backend/db/schema";
import { seedBatchPrefix } from "@/backend/db/seed/seed-batch";
import type { TestDbKind } from "@/backend/db/testing";
import { accrualFileChannel } from "@/backend/engine/posting/accrual-file-channel";
import { httpPostingChannel, type PostingFetch } from "@/backend/engine/posting/http-posting-channel";
import { postAwards } from "@/backend/engine/posting/post-awards";
import type { PostingChannels } from "@/backend/engine/posting/posting-channel";
import type { PostingPartner } from "@/backend/engine/posting/posting-partners";
import { postingKey } from "@/backend/engine/posting/posting-signature";
import { settleDueAwards } from "@/backend/ingestion/settle-due-awards";
import type { PostingChannelName } from "@/partners/schema";
import { networkFeedSuite } from "./network-feed-test-kit";

/** The local stand-in partner's endpoint, called through app.request(). */
export const localPartnerUrl = "http://feed.internal/api/internal/local-partner/postings";

/**
 * A posting suite's set-up (decision 0064), on the network feed's: a posting folder of its own,
 * the two channels (files there; HTTP to the local stand-in partner through app.request()), and
 * harbor's members with account numbers whose Visa meals clear, settle and post. Each suite picks
 * harbor's channel per run, so the same meals post by file or by HTTP.
 */
export function postingSuite(kind: TestDbKind) {
  const feed = networkFeedSuite(kind);
  let root = "";

  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), "postings-"));
    // The seed posted its demo history on the seed's own days (decision 0070), after this kit's
    // fixed dates: its lines would pass for today's accrual file. The suite posts without them.
    const seeded = db()
      .select({ id: transactions.id })
      .from(transactions)
      .where(like(transactions.ingestionBatchId, `${seedBatchPrefix}%`));
    await db().delete(postings).where(inArray(postings.transactionId, seeded));
  });
  afterAll(async () => {
    await rm(root, { recursive: true, force: true });
  });

  const db = () => feed.api().testDb.db;
  const appFetch: PostingFetch = (url, init) => Promise.resolve(feed.api().app.request(url, init));

  function channels(fetchWith: PostingFetch = appFetch): PostingChannels {
    return {
      "accrual-file": accrualFileChannel(root),
      http: httpPostingChannel({ url: localPartnerUrl, key: postingKey, fetch: fetchWith }),
    };
  }

  /** One run of the job with harbor on `channel`, the local stand-in answering files. */
  function post(now: Date, channel: PostingChannelName, fetchWith?: PostingFetch) {
    const partners: PostingPartner[] = [{ code: "harbor", channel }];
    return postAwards(db(), {
      channels: channels(fetchWith),
      fileRoot: root,
      localPartner: true,
      now,
      partners,
    });
  }

  /** A harbor member (tier 2: 5 points per $1) with a registered Visa card and, unless null, an account number. */
  async function postingMember(partnerNumber: string | null = String(randomInt(100_000_000, 999_999_999))) {
    const registered = await feed.memberWithRegisteredCard(2);
    if (partnerNumber !== null)
      await db().update(members).set({ partnerNumber }).where(eq(members.id, registered.member.id));
    return { ...registered, partnerNumber };
  }

  /** A cleared $80 meal on 2026-01-14 (400 points), settled: Awarded. Answers the clearing. */
  async function awardedMeal(reference: string) {
    const clearing = feed.message(reference);
    await feed.send(clearing);
    await settleDueAwards(db(), new Date("2026-02-01T00:00:00Z"));
    return clearing;
  }

  async function linesOf(memberId: string) {
    return db().select().from(postings).where(eq(postings.memberId, memberId));
  }

  async function awardsOf(memberId: string) {
    return db().select().from(transactions).where(eq(transactions.memberId, memberId));
  }

  return {
    ...feed,
    db,
    root: () => root,
    channels,
    post,
    postingMember,
    awardedMeal,
    linesOf,
    awardsOf,
  };
}
