import { z } from "zod";
import { emailSchema, referralShape } from "./enrollment";

/**
 * POST /api/Members/Prospects/Start (public-and-shared §4 Prospect email flow, §7): the home
 * form's visitor is on the way to the join form. The email follows the sign-up's rules, and the
 * referral values are the ones the sign-up stores, so a begun enrollment keeps its attribution.
 */
export const prospectStartRequestSchema = z.object({ email: emailSchema, ...referralShape });
export type ProspectStartRequest = z.input<typeof prospectStartRequestSchema>;

/** 202: recorded, or quietly not (the address already has an account); the visitor goes on either way. */
export const prospectStartResponseSchema = z.object({ started: z.literal(true) });
export type ProspectStartResponse = z.infer<typeof prospectStartResponseSchema>;
