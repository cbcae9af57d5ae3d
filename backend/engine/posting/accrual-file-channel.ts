import "server-only";
import { mkdir, readdir, readFile, rename } from "node:fs/promises";
import { join } from "node:path";
import { logger } from "@/platform/logger";
import { accrualFileName, accrualFolders, batchOfAckFile } from "./accrual-file-paths";
import { readAckFile, renderAccrualFile, UnreadableFileError } from "./accrual-file-csv";
import type { PostingChannel, ReceivedAcks } from "./posting-channel";
import { writeFileAtomically } from "./write-file-atomically";

async function filesIn(folder: string): Promise<string[]> {
  try {
    return (await readdir(folder, { withFileTypes: true }))
      .filter((entry) => entry.isFile())
      .map((entry) => entry.name)
      .sort();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
    throw error;
  }
}

/** Moves an applied (or unreadable) file aside; another instance that moved it first is as good. */
async function setAside(from: string, folder: string, name: string): Promise<void> {
  await mkdir(folder, { recursive: true });
  try {
    await rename(from, join(folder, name));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
}

/**
 * Posting by accrual file (docs/decisions/0064-posting-to-the-partner.md, docs/posting-format.md):
 * a batch is one CSV file in the partner's outgoing folder, written atomically, which the partner
 * (or the transfer that carries it there) picks up. The partner answers later with an
 * acknowledgement file in the acks folder, read here on each run and set aside once applied.
 */
export function accrualFileChannel(root: string): PostingChannel {
  return {
    name: "accrual-file",
    send: async (batch) => {
      const { outgoing } = accrualFolders(root, batch.partnerCode);
      await writeFileAtomically(
        join(outgoing, accrualFileName(batch.batchId)),
        renderAccrualFile(batch.lines),
      );
      return null;
    },
    receivedAcks: async (partnerCode) => {
      const folders = accrualFolders(root, partnerCode);
      const received: ReceivedAcks[] = [];
      for (const name of await filesIn(folders.acks)) {
        if (batchOfAckFile(name) === null) continue;
        const path = join(folders.acks, name);
        let content: string;
        try {
          content = await readFile(path, "utf8");
        } catch (error) {
          // Moved aside by another instance since the folder was listed.
          if ((error as NodeJS.ErrnoException).code === "ENOENT") continue;
          throw error;
        }
        try {
          const { acks, invalid } = readAckFile(content);
          received.push({ source: name, acks, invalid, done: () => setAside(path, folders.processed, name) });
        } catch (error) {
          if (!(error instanceof UnreadableFileError)) throw error;
          logger.error("Posting acknowledgement file unreadable: set aside", {
            partner: partnerCode,
            file: name,
          });
          await setAside(path, folders.invalid, name);
        }
      }
      return received;
    },
  };
}
