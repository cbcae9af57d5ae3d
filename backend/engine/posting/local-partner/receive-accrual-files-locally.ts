import "server-only";
import { access, readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import type { Db } from "@/backend/db/database";
import type { PostingAck } from "@/shared/contracts/posting";
import { ackFileName, accrualFolders, batchOfAccrualFile } from "../accrual-file-paths";
import { readAccrualFile, renderAckFile, UnreadableFileError } from "../accrual-file-csv";
import { writeFileAtomically } from "../write-file-atomically";
import { answerPostingsLocally } from "./answer-postings-locally";
import { localPartnerDown } from "./local-partner-outage";

async function exists(path: string): Promise<boolean> {
  try {
    await access(path);
    return true;
  } catch {
    return false;
  }
}

/**
 * The local receiver's file step (decision 0064): plays the partner that picks up accrual files.
 * Every outgoing file of the partner not answered yet (no acknowledgement file for it, new or
 * processed) is read and answered line by line (answer-postings-locally.ts) in an acknowledgement
 * file, written atomically. A row that does not fit the format but names its line is rejected
 * (invalid_line). During a simulated outage it answers nothing. Answers how many files it answered.
 */
export async function receiveAccrualFilesLocally(db: Db, root: string, partnerCode: string): Promise<number> {
  if (localPartnerDown()) return 0;
  const folders = accrualFolders(root, partnerCode);
  let names: string[];
  try {
    names = (await readdir(folders.outgoing)).sort();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return 0;
    throw error;
  }
  let answered = 0;
  for (const name of names) {
    const batchId = batchOfAccrualFile(name);
    if (batchId === null) continue;
    const ack = ackFileName(batchId);
    if ((await exists(join(folders.acks, ack))) || (await exists(join(folders.processed, ack)))) continue;
    let file;
    try {
      file = readAccrualFile(await readFile(join(folders.outgoing, name), "utf8"));
    } catch (error) {
      if (error instanceof UnreadableFileError) continue;
      throw error;
    }
    const acks: PostingAck[] = [
      ...(await answerPostingsLocally(db, partnerCode, file.lines)),
      ...file.invalid.map((line): PostingAck => ({ ...line, status: "rejected", reason: "invalid_line" })),
    ];
    await writeFileAtomically(join(folders.acks, ack), renderAckFile(acks));
    answered += 1;
  }
  return answered;
}
