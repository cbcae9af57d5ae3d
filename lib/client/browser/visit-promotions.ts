import "client-only";
import { visitIdleMs } from "@/shared/constants";
import { overlayPriority, type OverlayKind } from "@/shared/rules/overlay-priority";
import { visitPromotionsKey } from "./stored-values";

/**
 * The promotions this visit has shown (docs/decisions/0060), in session storage: a visit is the
 * tab's session, ended too by half an hour without a page (visitIdleMs), so a tab left open until
 * the next day starts a new one. Where session storage is refused, the record lives as long as the
 * page does.
 */
interface VisitRecord {
  readonly shown: readonly OverlayKind[];
  /** When the visit last loaded a page or showed a promotion (epoch ms). */
  readonly at: number;
}

let inMemory: VisitRecord = { shown: [], at: 0 };

function isOverlayKind(value: unknown): value is OverlayKind {
  return typeof value === "string" && (overlayPriority as readonly string[]).includes(value);
}

function readRecord(): VisitRecord {
  try {
    const parsed: unknown = JSON.parse(window.sessionStorage.getItem(visitPromotionsKey) ?? "null");
    if (typeof parsed !== "object" || parsed === null) return { shown: [], at: 0 };
    const { shown, at } = parsed as { shown?: unknown; at?: unknown };
    return {
      shown: Array.isArray(shown) ? shown.filter(isOverlayKind) : [],
      at: typeof at === "number" ? at : 0,
    };
  } catch {
    return inMemory;
  }
}

function writeRecord(record: VisitRecord): void {
  try {
    window.sessionStorage.setItem(visitPromotionsKey, JSON.stringify(record));
  } catch {
    // Refused (a private window, a full quota): the record in memory holds for this page.
    inMemory = record;
  }
}

/** What the visit going on at `nowMs` has shown: nothing once it has been idle too long. */
export function readVisitPromotions(nowMs: number): readonly OverlayKind[] {
  const record = readRecord();
  return nowMs - record.at > visitIdleMs ? [] : record.shown;
}

/** A page of the visit has loaded: the visit goes on (or a new one starts after a long pause). */
export function continueVisit(nowMs: number): void {
  writeRecord({ shown: readVisitPromotions(nowMs), at: nowMs });
}

export function recordVisitPromotion(kind: OverlayKind, nowMs: number): void {
  const shown = readVisitPromotions(nowMs);
  writeRecord({ shown: shown.includes(kind) ? shown : [...shown, kind], at: nowMs });
}
