import "server-only";
import { ingestionSignatureHeader } from "@/shared/contracts/ingestion";
import { postingBatchResultSchema, type PostingAck } from "@/shared/contracts/posting";
import { signIngestionBody } from "../../ingestion/signature";
import type { PostingChannel } from "./posting-channel";
import { PostingSendError } from "./posting-retry";

/** What the channel calls the partner with: fetch, or in tests the app's own request(). */
export type PostingFetch = (url: string, init: RequestInit) => Promise<Response>;

/** A partner that does not answer within this fails the send; the lines go again after the backoff. */
const answerTimeoutMs = 30_000;

/**
 * Posting over HTTP (docs/decisions/0064-posting-to-the-partner.md, docs/posting-format.md): a
 * batch is POSTed as JSON to the partner's endpoint (`{partner}` in the URL is its code), signed
 * like the feed's calls to us with the posting key, and the 200 answer acknowledges each line. Any
 * other status, no answer in time, or an answer that does not fit the format fails the send. The
 * signature carries the real time: the receiver checks its freshness against its own clock.
 */
export function httpPostingChannel(options: {
  readonly url: string;
  readonly key: () => Buffer;
  readonly fetch?: PostingFetch;
}): PostingChannel {
  const call = options.fetch ?? ((url, init) => fetch(url, init));
  return {
    name: "http",
    send: async (batch): Promise<readonly PostingAck[]> => {
      const body = JSON.stringify(batch);
      const response = await call(
        options.url.replaceAll("{partner}", encodeURIComponent(batch.partnerCode)),
        {
          method: "POST",
          headers: {
            "content-type": "application/json",
            [ingestionSignatureHeader]: signIngestionBody(body, new Date(), options.key()),
          },
          body,
          signal: AbortSignal.timeout(answerTimeoutMs),
        },
      );
      if (!response.ok) {
        // The body is not read into anything kept: an error page may quote the request.
        await response.body?.cancel();
        throw new PostingSendError(`HTTP ${String(response.status)}`);
      }
      let json: unknown;
      try {
        json = await response.json();
      } catch {
        throw new PostingSendError("InvalidAnswer");
      }
      const parsed = postingBatchResultSchema.safeParse(json);
      if (!parsed.success || parsed.data.batchId !== batch.batchId)
        throw new PostingSendError("InvalidAnswer");
      return parsed.data.results;
    },
    receivedAcks: () => Promise.resolve([]),
  };
}
