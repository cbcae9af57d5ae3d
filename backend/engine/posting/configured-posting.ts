import "server-only";
import { join } from "node:path";
import { env } from "@/platform/env";
import { accrualFileChannel } from "./accrual-file-channel";
import { httpPostingChannel } from "./http-posting-channel";
import type { PostingChannels } from "./posting-channel";
import { standInPartnerServes } from "./local-partner/stand-in-partner";
import { postingKey } from "./posting-signature";

export interface PostingSettings {
  readonly channels: PostingChannels;
  /** The posting folder, where the local receiver's file step reads and answers. */
  readonly fileRoot: string;
  /** Locally, the job plays the partner's file side too (receive-accrual-files-locally.ts). */
  readonly localPartner: boolean;
}

/**
 * The deployment's posting channels (decision 0064): files under POSTING_FILE_DIR (DATA_DIR/postings
 * by default); HTTP to POSTING_HTTP_URL, or locally (and on the test server) to this server's own
 * stand-in partner on PORT.
 * Elsewhere without POSTING_HTTP_URL there is no HTTP channel, and lines of HTTP partners wait.
 */
export function configuredPosting(): PostingSettings {
  const settings = env();
  const fileRoot = settings.POSTING_FILE_DIR ?? join(settings.DATA_DIR, "postings");
  const local = standInPartnerServes();
  const url =
    settings.POSTING_HTTP_URL ??
    (local ? `http://localhost:${String(settings.PORT)}/api/internal/local-partner/postings` : undefined);
  return {
    channels: {
      "accrual-file": accrualFileChannel(fileRoot),
      ...(url ? { http: httpPostingChannel({ url, key: postingKey }) } : {}),
    },
    fileRoot,
    localPartner: local,
  };
}
