import "client-only";
import { z } from "zod";
import {
  type ActivateRequest,
  knownMemberSchema,
  validateEmailResponseSchema,
} from "@/lib/shared/contracts/known-member";
import type { ProspectSignUpRequestBody } from "@/lib/shared/contracts/enrollment";
import { memberSchema } from "@/lib/shared/contracts/member";
import { memberEmailUpdateResponseSchema } from "@/lib/shared/contracts/member-email";
import { prospectStartResponseSchema, type ProspectStartRequest } from "@/lib/shared/contracts/prospect-start";
import {
  recoverAcceptedSchema,
  recoverTokenValidSchema,
  recoverUpdatedSchema,
} from "@/lib/shared/contracts/recover";
import { signInResponseSchema, type SignInRequest } from "@/lib/shared/contracts/sign-in";
import { ApiError, getJson, readJson, sendJson } from "./http";

/** POST /api/Members/SignIn: the member signed in (401 wrong credentials, 403 locked, 429 too many). */
export function signIn(body: SignInRequest) {
  return sendJson("POST", "/api/Members/SignIn", body, signInResponseSchema);
}

/** POST /api/Members/Prospects: a new member, signed in (400 names the fields it refuses). */
export function signUp(body: ProspectSignUpRequestBody) {
  return sendJson("POST", "/api/Members/Prospects", body, z.object({ member: memberSchema }));
}

/** POST /api/Members/Prospects/Start: a visitor began enrolling from the home form. */
export function startProspectCall(body: ProspectStartRequest) {
  return sendJson("POST", "/api/Members/Prospects/Start", body, prospectStartResponseSchema);
}

/**
 * Whether an email may be used to join (GET /api/Members/Validate/Email). A redirect answer counts
 * as success too (account-center §7), so redirects are not followed; it says nothing of validity.
 */
export async function validateProspectEmail(email: string): Promise<boolean> {
  const query = new URLSearchParams({ email, usePpn: "false" });
  const response = await fetch(`/api/Members/Validate/Email?${query.toString()}`, {
    credentials: "same-origin",
    headers: { accept: "application/json" },
    redirect: "manual",
  });
  if (response.type === "opaqueredirect") return false;
  return (await readJson(response, validateEmailResponseSchema)).isValid;
}

/** POST /api/Members/Recover: sends a reset link if the account exists (202 either way). */
export async function requestRecovery(body: { emailOrPartnerNumber: string; gRecaptchaResponse: string }) {
  await sendJson("POST", "/api/Members/Recover", body, recoverAcceptedSchema);
}

/** Whether a reset link is still live (410 once used or expired). */
export async function recoveryLinkIsLive(token: string, signal?: AbortSignal): Promise<boolean> {
  try {
    await getJson(
      `/api/Members/Recover/Token?token=${encodeURIComponent(token)}`,
      recoverTokenValidSchema,
      signal,
    );
    return true;
  } catch (error) {
    if (error instanceof ApiError) return false;
    throw error;
  }
}

/** POST /api/Members/Recover/Update: the new password (410 expired link, 400 field messages). */
export async function updateRecoveredPassword(body: {
  token: string;
  password: string;
  passwordConfirm: string;
}) {
  await sendJson("POST", "/api/Members/Recover/Update", body, recoverUpdatedSchema);
}

/** PUT /api/Member/Email: the new email of an account that shared its email with another. */
export function updateMemberEmail(email: string) {
  return sendJson("PUT", "/api/Member/Email", { email }, memberEmailUpdateResponseSchema);
}

/** The member an activation link names (GET /api/Member/{publicId}). */
export function fetchKnownMember(publicId: string, signal?: AbortSignal) {
  return getJson(`/api/Member/${encodeURIComponent(publicId)}`, knownMemberSchema, signal);
}

/** POST /api/Member/Activate: opts the member in (tier 1 → 2). */
export function activateMember(body: ActivateRequest) {
  // The answer is the member as the lookup shows it, now at tier 2.
  return sendJson("POST", "/api/Member/Activate", body, knownMemberSchema);
}
