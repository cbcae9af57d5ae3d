import "server-only";
import type { Db } from "@/backend/db/database";
import { logger } from "@/platform/logger";
import { applyPostingAcks } from "./apply-posting-acks";
import type { PostingChannels } from "./posting-channel";
import type { PostingPartner } from "./posting-partners";

export interface CollectOutcome {
  readonly ackFiles: number;
  readonly accepted: number;
  readonly rejected: number;
  readonly unchanged: number;
  readonly invalid: number;
  readonly paid: number;
}

/**
 * Applies the acknowledgements partners returned on their own (acknowledgement files,
 * docs/decisions/0064-posting-to-the-partner.md), each file in its own transactions and set aside
 * once applied. A file read twice (a crash before it was set aside, two instances at once)
 * changes nothing the second time: an answered line keeps its first answer.
 */
export async function collectPostingAcks(
  db: Db,
  input: {
    readonly partners: readonly PostingPartner[];
    readonly channels: PostingChannels;
    readonly now: Date;
  },
): Promise<CollectOutcome> {
  const counts = { ackFiles: 0, accepted: 0, rejected: 0, unchanged: 0, invalid: 0, paid: 0 };
  for (const partner of input.partners) {
    const channel = input.channels[partner.channel];
    if (!channel) continue;
    for (const received of await channel.receivedAcks(partner.code)) {
      const applied = await applyPostingAcks(db, {
        partnerCode: partner.code,
        acks: received.acks,
        now: input.now,
      });
      await received.done();
      if (received.invalid > 0)
        logger.warn("Posting acknowledgement rows did not fit the format", {
          partner: partner.code,
          file: received.source,
          rows: received.invalid,
        });
      counts.ackFiles += 1;
      counts.accepted += applied.accepted;
      counts.rejected += applied.rejected;
      counts.unchanged += applied.unchanged;
      counts.invalid += received.invalid;
      counts.paid += applied.paid;
    }
  }
  return counts;
}
