import { ingestNetworkMessages } from "@/backend/engine/ingest-network-batch";
import { answerPostingsLocally } from "@/backend/engine/posting/local-partner/answer-postings-locally";
import type { PostingChannel } from "@/backend/engine/posting/posting-channel";
import { postAwards } from "@/backend/engine/posting/post-awards";
import { settleDueAwards } from "@/backend/ingestion/settle-due-awards";
import type { NetworkMessage } from "@/shared/contracts/network-feed";
import type { Db } from "../database";
import { seedBatchPrefix } from "./seed-batch";

const dayMs = 86_400_000;
/** The engine's clock steps a fortnight at a time through the history: fewer runs, a quicker seed. */
const stepDays = 14;
/** The last posting run: two days before the seed, so the newest settled awards are still Awarded. */
const lastPostingDaysAgo = 2;

/**
 * The local receiver in-process, on either channel: it answers every batch at once, as the
 * stand-in partner answers a batch or a file (decision 0064), with no server and no files.
 */
function localReceiver(db: Db, name: PostingChannel["name"]): PostingChannel {
  return {
    name,
    send: (batch) => answerPostingsLocally(db, batch.partnerCode, batch.lines),
    receivedAcks: () => Promise.resolve([]),
  };
}

/**
 * Runs the demo members' card traffic through the engine, inside the seed's transaction
 * (docs/decisions/0070-demo-activity-through-the-engine.md): its clearings and refunds through the
 * network feed's path (matched, stored, awarded or reversed), then the jobs' steps as they would have run
 * on the way to the seed's clock, `now` always explicit: a fortnight at a time, settling what is due
 * and posting the posting partners' Awarded awards through the local receiver, the last posting two
 * days back; then settling at `now`. No notice is sent: the seed marks its rows noticed after.
 */
export async function runDemoDining(
  db: Db,
  messages: readonly NetworkMessage[],
  now: number,
  historyDays: number,
): Promise<void> {
  // As a day's settlement file carries it: clearings and refunds. The authorizations only wait
  // for their clearing (decision 0061) and would cost the seed a row each for nothing shown.
  const settled = messages.filter((message) => message.messageType !== "authorization");
  await ingestNetworkMessages(db, `${seedBatchPrefix}demo-history`, settled);
  const channels = { http: localReceiver(db, "http"), "accrual-file": localReceiver(db, "accrual-file") };
  for (let back = historyDays; ; back -= stepDays) {
    const daysAgo = Math.max(back, lastPostingDaysAgo);
    const at = new Date(now - daysAgo * dayMs);
    await settleDueAwards(db, at);
    await postAwards(db, { channels, fileRoot: "", localPartner: false, now: at });
    if (daysAgo === lastPostingDaysAgo) break;
  }
  await settleDueAwards(db, new Date(now));
}
