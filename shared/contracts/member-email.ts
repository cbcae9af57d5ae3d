import { z } from "zod";
import { emailSchema } from "./enrollment";
import { memberSchema } from "./member";

/**
 * PUT /api/Member/Email (/fix_credentials, account-center §8): a member whose account shares
 * its email with another chooses a new one. The address follows the sign-up's rules, so what
 * the join form would accept is accepted here and worded the same when it is not.
 */
export const memberEmailUpdateRequestSchema = z.object({ email: emailSchema });

/** The answer: the member with the new email and no update required any more. */
export const memberEmailUpdateResponseSchema = z.object({ member: memberSchema });
export type MemberEmailUpdateResponse = z.infer<typeof memberEmailUpdateResponseSchema>;

/** The 403 answer for a member whose email needs no update: email changes go through support. */
export const emailUpdateNotRequiredMessage =
  "Your email address does not need to be updated. To change it, please contact customer support.";
