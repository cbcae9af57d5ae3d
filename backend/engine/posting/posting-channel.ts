import type { PostingChannelName } from "@/partners/schema";
import type { PostingAck, PostingBatch } from "@/shared/contracts/posting";

/** Acknowledgements that arrived on their own (a partner's acknowledgement file). */
export interface ReceivedAcks {
  /** Where they came from, for the log (a file's name): never its content. */
  readonly source: string;
  readonly acks: readonly PostingAck[];
  /** Rows that did not fit the format and were left out. */
  readonly invalid: number;
  /** Called once they are applied: the file is set aside, so the next run does not read it again. */
  done(): Promise<void>;
}

/**
 * How lines reach a partner (docs/decisions/0064-posting-to-the-partner.md): one interface, an
 * adapter per channel (accrual-file-channel.ts, http-posting-channel.ts), as reservations have
 * a provider and cards a network.
 */
export interface PostingChannel {
  readonly name: PostingChannelName;
  /**
   * Sends one batch. Answers the partner's answer per line when the channel answers at once
   * (HTTP), or null when answers come later on their own (a file). Throws when the partner's side
   * could not take it (unreachable, an error status, an answer that does not fit the format):
   * the lines are then sent again after the backoff.
   */
  send(batch: PostingBatch): Promise<readonly PostingAck[] | null>;
  /** Acknowledgements that arrived since the last look; none for a channel that answers at once. */
  receivedAcks(partnerCode: string): Promise<readonly ReceivedAcks[]>;
}

/** The deployment's channels; a channel that is not configured here sends nothing (its lines wait). */
export type PostingChannels = Readonly<Partial<Record<PostingChannelName, PostingChannel>>>;
