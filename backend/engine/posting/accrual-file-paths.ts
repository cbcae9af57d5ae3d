import { join } from "node:path";

/**
 * The posting folder's layout (docs/posting-format.md): per partner, `outgoing/` holds the accrual
 * files we write and `acks/` the acknowledgement files the partner returns, set aside in
 * `acks/processed/` once applied (or `acks/invalid/` when unreadable). A file's name is its batch
 * id; its acknowledgement has the same name ending in `.ack.csv`.
 */
export function accrualFolders(root: string, partnerCode: string) {
  const partner = join(root, partnerCode);
  const acks = join(partner, "acks");
  return {
    outgoing: join(partner, "outgoing"),
    acks,
    processed: join(acks, "processed"),
    invalid: join(acks, "invalid"),
  };
}

export const accrualFileName = (batchId: string) => `${batchId}.csv`;
export const ackFileName = (batchId: string) => `${batchId}.ack.csv`;

/** The batch an acknowledgement file answers, from its name; null for any other file. */
export function batchOfAckFile(name: string): string | null {
  const match = /^([A-Za-z0-9._-]+)\.ack\.csv$/.exec(name);
  return match?.[1] ?? null;
}

/** The batch an accrual file holds, from its name; null for any other file (a temporary one). */
export function batchOfAccrualFile(name: string): string | null {
  if (name.startsWith(".") || name.endsWith(".ack.csv")) return null;
  const match = /^([A-Za-z0-9._-]+)\.csv$/.exec(name);
  return match?.[1] ?? null;
}
