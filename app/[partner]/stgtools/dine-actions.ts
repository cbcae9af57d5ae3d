"use server";

import { recordDine, settleAwardsNow } from "@/lib/server/api/record-dine";
import { recordDineFormSchema } from "@/shared/contracts/ingestion";
import type { RecordDineState, SettleState } from "@/components/stgtools/record-dine-types";
import {
  firstMessages,
  formField as field,
  notAvailable,
  stgtoolsActionAllowed as allowed,
} from "./action-access";

/** Record a dine for `partnerCode` (bound by the page from the host's partner). */
export async function recordDineAction(
  partnerCode: string,
  _previous: RecordDineState,
  form: FormData,
): Promise<RecordDineState> {
  if (!(await allowed())) return notAvailable;
  const parsed = recordDineFormSchema.safeParse({
    email: field(form, "email"),
    cardLastFour: field(form, "cardLastFour"),
    merchantId: field(form, "merchantId"),
    amount: field(form, "amount"),
    date: field(form, "date"),
    time: field(form, "time"),
    cardLinkedInTime: form.get("cardLinkedInTime") === "on",
  });
  if (!parsed.success) return { kind: "invalid", fields: firstMessages(parsed.error.issues) };
  const outcome = await recordDine(partnerCode, parsed.data);
  if (outcome.kind !== "recorded") return outcome;
  return { kind: "recorded", transactionId: outcome.transactionId, result: outcome.result };
}

/** Settle the due awards of the member the form names (blank: every member), for `partnerCode`. */
export async function settleAwardsAction(
  partnerCode: string,
  _previous: SettleState,
  form: FormData,
): Promise<SettleState> {
  if (!(await allowed())) return notAvailable;
  const email = field(form, "email").trim().toLowerCase();
  const outcome = await settleAwardsNow(partnerCode, email);
  return outcome.kind === "settled"
    ? outcome
    : { kind: "failed", message: "No member of this program has this email address." };
}
