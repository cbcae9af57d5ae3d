// Imports nothing: backend/db/schema/values.ts re-exports these under drizzle-kit, which does
// not resolve the "@/" alias. Also the posting contract's closed sets (decision 0064).

/** A posting line credits an award, or takes back part of a Paid award after a refund. */
export const postingKinds = ["award", "reversal"] as const;
export type PostingKind = (typeof postingKinds)[number];

/**
 * A line waits to be sent (queued), waits for its acknowledgement (sent: an accrual file
 * written), or was answered: accepted (the award is then Paid) or rejected (it stays Awarded).
 */
export const postingStatuses = ["queued", "sent", "accepted", "rejected"] as const;
export type PostingStatus = (typeof postingStatuses)[number];

/** What a partner answers per line. */
export const postingAckStatuses = ["accepted", "rejected"] as const;

/**
 * Reasons we reject a line ourselves, before it is sent: the member has no account number at the
 * partner (members.partner_number). Such a line goes out once the member has one (decision 0064).
 */
export const noPartnerAccountReason = "no_partner_account";
