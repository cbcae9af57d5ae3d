import { z } from "zod";
import { text } from "./text";

export const memberTypes = ["EnrolledCardMember", "NonCardMember", "ClosedAccountMember"] as const;
export const interfaceTypes = ["known", "sso", "direct"] as const;

/** GET /api/Member answer: the signed-in member (public-and-shared §3 Member). */
export const memberSchema = z.object({
  publicId: text(),
  firstName: text(),
  lastName: text(),
  email: text(),
  memberType: z.enum(memberTypes),
  tierLevel: z.number().int().min(0).max(3),
  active: z.boolean(),
  hasWebProfile: z.boolean(),
  interfaceType: z.enum(interfaceTypes),
  /**
   * The account shares its email with another account of the program and must choose a new
   * one before going on (/fix_credentials, account-center §8).
   */
  emailUpdateRequired: z.boolean(),
  /** What the member's referral link carries: random, so sharing the link reveals no member id. */
  referralCode: text(),
});
export type Member = z.infer<typeof memberSchema>;
