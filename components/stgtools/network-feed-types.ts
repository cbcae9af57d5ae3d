import type { NetworkItemResult } from "@/shared/contracts/network-feed";

/** What "Send a clearing" and "Refund it" show after a submit (their server actions' answers). */
export type NetworkFeedState =
  | { readonly kind: "idle" }
  | { readonly kind: "sent"; readonly networkTransactionId: string; readonly result: NetworkItemResult }
  | { readonly kind: "invalid"; readonly fields: Readonly<Record<string, string>> }
  | { readonly kind: "failed"; readonly message: string };

export type PostAwardsState =
  | { readonly kind: "idle" }
  | { readonly kind: "posted"; readonly sent: number; readonly paid: number }
  | { readonly kind: "failed"; readonly message: string };
