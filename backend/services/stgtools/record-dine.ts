import "server-only";
import { randomUUID } from "node:crypto";
import { app } from "@/backend/app";
import type { Db } from "@/backend/db/client";
import { signIngestionBody } from "@/backend/ingestion/signature";
import { stageDine } from "@/backend/ingestion/stage-dine";
import {
  ingestionResultSchema,
  ingestionSignatureHeader,
  type IngestionItemResult,
  type RecordDineForm,
  type TransactionBatch,
} from "@/shared/contracts/ingestion";

export type RecordDineOutcome =
  | { readonly kind: "recorded"; readonly transactionId: string; readonly result: IngestionItemResult }
  | { readonly kind: "invalid"; readonly fields: Partial<Record<keyof RecordDineForm, string>> }
  | { readonly kind: "failed"; readonly message: string };

/**
 * The staging tools' "Record a dine": the form becomes one card transaction, posted as a signed
 * batch to the very endpoint the card feed uses (in-process, through the API app), so the dine
 * takes the path a real one does: signature, idempotence, award, reservation bonus.
 */
export async function recordDine(
  db: Db,
  partnerCode: string,
  form: RecordDineForm,
): Promise<RecordDineOutcome> {
  const staged = await stageDine(db, partnerCode, form);
  if (!staged.ok) return { kind: "invalid", fields: staged.fields };
  const transactionId = `stgtools-${randomUUID()}`;
  const batch: TransactionBatch = {
    batchId: `stgtools-${randomUUID()}`,
    transactions: [
      {
        transactionId,
        partnerCode,
        cardId: staged.cardId,
        merchantId: form.merchantId,
        amountCents: form.amount,
        date: staged.mealDate.toISOString(),
      },
    ],
  };
  const body = JSON.stringify(batch);
  const response = await app.request("http://internal/api/internal/transactions", {
    method: "POST",
    headers: { "content-type": "application/json", [ingestionSignatureHeader]: signIngestionBody(body) },
    body,
  });
  if (!response.ok) return { kind: "failed", message: `The ingestion answered ${String(response.status)}` };
  const [result] = ingestionResultSchema.parse(await response.json()).items;
  return result
    ? { kind: "recorded", transactionId, result }
    : { kind: "failed", message: "The ingestion answered no item" };
}
