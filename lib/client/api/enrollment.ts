import "client-only";
import type { z } from "zod";
import type { ActivateRequest, KnownMember } from "@/shared/contracts/known-member";
import type { validateEmailResponseSchema } from "@/shared/contracts/known-member";
import type { ProspectSignUpRequestBody } from "@/shared/contracts/enrollment";
import type { Member } from "@/shared/contracts/member";
import type { MemberEmailUpdateResponse } from "@/shared/contracts/member-email";
import type { ProspectStartRequest, ProspectStartResponse } from "@/shared/contracts/prospect-start";
import type {
  recoverAcceptedSchema,
  recoverTokenValidSchema,
  recoverUpdatedSchema,
} from "@/shared/contracts/recover";
import type { LockedOutError, SignInRequest, signInResponseSchema } from "@/shared/contracts/sign-in";
import { ApiError, getJson, readJson, sendJson, serverChecked } from "./http";

// Every answer here is built by the API through its contract (shared/contracts): read as
// its type, so the enrollment pages load zod only for the forms that validate input
// (docs/performance.md, Bundles).

function postSignIn(body: SignInRequest) {
  return sendJson(
    "POST",
    "/api/Members/SignIn",
    body,
    serverChecked<z.output<typeof signInResponseSchema>>(),
  );
}

/** A locked answer that tells this browser the right password and a human check get it in. */
function offersPassWithHumanCheck(error: unknown): boolean {
  if (!(error instanceof ApiError) || error.status !== 403) return false;
  const { body } = error;
  const hint: keyof LockedOutError = "passWithHumanCheck";
  return (
    typeof body === "object" &&
    body !== null &&
    hint in body &&
    (body as Record<string, unknown>)[hint] === true
  );
}

/**
 * POST /api/Members/SignIn: the member signed in (401 wrong credentials, 403 locked, 429 too
 * many). A browser the member signed in on before may pass a lock someone else's guesses set:
 * when the answer says so, the sign-in is sent once more with a human check.
 */
export async function signIn(body: SignInRequest, humanCheck: () => Promise<string>) {
  try {
    return await postSignIn(body);
  } catch (error) {
    if (!offersPassWithHumanCheck(error)) throw error;
    return postSignIn({ ...body, gRecaptchaResponse: await humanCheck() });
  }
}

/** POST /api/Members/Prospects: a new member, signed in (400 names the fields it refuses). */
export function signUp(body: ProspectSignUpRequestBody) {
  return sendJson("POST", "/api/Members/Prospects", body, serverChecked<{ member: Member }>());
}

/** POST /api/Members/Prospects/Start: a visitor began enrolling from the home form. */
export function startProspectCall(body: ProspectStartRequest) {
  return sendJson("POST", "/api/Members/Prospects/Start", body, serverChecked<ProspectStartResponse>());
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
  return (await readJson(response, serverChecked<z.output<typeof validateEmailResponseSchema>>())).isValid;
}

/** POST /api/Members/Recover: sends a reset link if the account exists (202 either way). */
export async function requestRecovery(body: { emailOrPartnerNumber: string; gRecaptchaResponse: string }) {
  await sendJson(
    "POST",
    "/api/Members/Recover",
    body,
    serverChecked<z.output<typeof recoverAcceptedSchema>>(),
  );
}

/**
 * Whether the reset link this browser arrived with is still live (410 once used or expired). The
 * link's token is in an httpOnly cookie the server reads, never in the page (docs/decisions/0048).
 */
export async function recoveryLinkIsLive(signal?: AbortSignal): Promise<boolean> {
  try {
    await getJson(
      "/api/Members/Recover/Token",
      serverChecked<z.output<typeof recoverTokenValidSchema>>(),
      signal,
    );
    return true;
  } catch (error) {
    if (error instanceof ApiError) return false;
    throw error;
  }
}

/** POST /api/Members/Recover/Update: the new password (410 expired link, 400 field messages). */
export async function updateRecoveredPassword(body: { password: string; passwordConfirm: string }) {
  await sendJson(
    "POST",
    "/api/Members/Recover/Update",
    body,
    serverChecked<z.output<typeof recoverUpdatedSchema>>(),
  );
}

/** PUT /api/Member/Email: the new email of an account that shared its email with another. */
export function updateMemberEmail(email: string) {
  return sendJson("PUT", "/api/Member/Email", { email }, serverChecked<MemberEmailUpdateResponse>());
}

/** The member an activation link names (GET /api/Member/{publicId}). */
export function fetchKnownMember(publicId: string, signal?: AbortSignal) {
  return getJson(`/api/Member/${encodeURIComponent(publicId)}`, serverChecked<KnownMember>(), signal);
}

/** POST /api/Member/Activate: opts the member in (tier 1 → 2). */
export function activateMember(body: ActivateRequest) {
  // The answer is the member as the lookup shows it, now at tier 2.
  return sendJson("POST", "/api/Member/Activate", body, serverChecked<KnownMember>());
}
