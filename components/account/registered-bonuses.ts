import { readStored, writeStored } from "@/lib/client/browser/stored-values";
import { bonusLocalCacheMs } from "@/shared/constants";

/**
 * Bonus codes registered in this browser (account-center §4: remembered ~35 minutes), kept per
 * member so a shared device never shows one member's registration to another.
 */
type Stored = Record<string, Record<string, number>>;

function readAll(): Stored {
  try {
    const parsed: unknown = JSON.parse(readStored("registeredBonuses") ?? "{}");
    return typeof parsed === "object" && parsed !== null ? (parsed as Stored) : {};
  } catch {
    return {};
  }
}

/** This member's remembered codes with the time each was registered. */
export function readRegisteredBonuses(publicId: string): Record<string, number> {
  const mine = readAll()[publicId];
  return typeof mine === "object" ? mine : {};
}

/** Remembers a registration, dropping entries too old to matter; answers the time it kept. */
export function rememberRegisteredBonus(publicId: string, code: string, now = Date.now()): number {
  const all = readAll();
  const kept: Stored = {};
  for (const [member, codes] of Object.entries(all)) {
    const fresh = Object.entries(codes).filter(([, at]) => now - at < bonusLocalCacheMs);
    if (fresh.length > 0) kept[member] = Object.fromEntries(fresh);
  }
  kept[publicId] = { ...kept[publicId], [code]: now };
  writeStored("registeredBonuses", JSON.stringify(kept));
  return now;
}
