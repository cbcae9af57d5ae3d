"use server";

import { postAwardsNow, sendNetworkClearing, sendNetworkRefund } from "@/lib/server/api/network-feed";
import { networkClearingFormSchema } from "@/shared/contracts/network-feed";
import type { NetworkFeedState, PostAwardsState } from "@/components/stgtools/network-feed-types";
import { firstMessages, formField, notAvailable, stgtoolsActionAllowed } from "./action-access";

/** Send a member's meal as their card network would, for `partnerCode` (bound by the page). */
export async function sendClearingAction(
  partnerCode: string,
  _previous: NetworkFeedState,
  form: FormData,
): Promise<NetworkFeedState> {
  if (!(await stgtoolsActionAllowed())) return notAvailable;
  const parsed = networkClearingFormSchema.safeParse({
    email: formField(form, "email"),
    merchantId: formField(form, "merchantId"),
    amount: formField(form, "amount"),
    date: formField(form, "date"),
    time: formField(form, "time"),
    cardLinkedInTime: form.get("cardLinkedInTime") === "on",
  });
  if (!parsed.success) return { kind: "invalid", fields: firstMessages(parsed.error.issues) };
  return sendNetworkClearing(partnerCode, parsed.data);
}

/** Refund the whole meal of the clearing the form names, today. */
export async function refundClearingAction(
  _previous: NetworkFeedState,
  form: FormData,
): Promise<NetworkFeedState> {
  if (!(await stgtoolsActionAllowed())) return notAvailable;
  const outcome = await sendNetworkRefund(
    formField(form, "networkTransactionId"),
    new Date().toISOString().slice(0, 10),
  );
  return outcome.kind === "unknown" ? { kind: "failed", message: "No clearing has this id." } : outcome;
}

/** One run of the award-posting job now. */
export async function postAwardsAction(): Promise<PostAwardsState> {
  if (!(await stgtoolsActionAllowed())) return notAvailable;
  return { kind: "posted", ...(await postAwardsNow()) };
}
