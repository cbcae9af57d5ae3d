import "server-only";
import { inProcess } from "@/backend/services/in-process";
import type { NetworkClearingForm } from "@/shared/contracts/network-feed";

/** The staging tools' "Send a clearing": a member's meal as their card's network sends it. */
export function sendNetworkClearing(partnerCode: string, form: NetworkClearingForm) {
  return inProcess.sendNetworkClearing(partnerCode, form);
}

/** The staging tools' "Refund it": the whole meal of a clearing returned, today. */
export function sendNetworkRefund(networkTransactionId: string, today: string) {
  return inProcess.sendNetworkRefund(networkTransactionId, today);
}

/** The staging tools' "Post awards now": one run of the award-posting job. */
export function postAwardsNow() {
  return inProcess.postAwardsNow();
}
