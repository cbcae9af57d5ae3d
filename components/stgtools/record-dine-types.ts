import type { IngestionItemResult } from "@/shared/contracts/ingestion";

/** What the "Record a dine" form shows after a submit (its server action's answer). */
export type RecordDineState =
  | { readonly kind: "idle" }
  | { readonly kind: "recorded"; readonly transactionId: string; readonly result: IngestionItemResult }
  | { readonly kind: "invalid"; readonly fields: Readonly<Record<string, string>> }
  | { readonly kind: "failed"; readonly message: string };

export type SettleState =
  | { readonly kind: "idle" }
  | { readonly kind: "settled"; readonly count: number }
  | { readonly kind: "failed"; readonly message: string };
