import { mutate } from "@/lib/browser/csrf-token";
import { apiErrorSchema } from "@/lib/contracts/errors";
import {
  memberUpdateResponseSchema,
  type MemberProfile,
  type MemberUpdateRequest,
} from "@/lib/contracts/member-update";
import { validateZipResponseSchema } from "@/lib/contracts/zip-validation";
import { readJson } from "./http";

/** The profile page's calls besides the member query (account-center §7), each answer read through its contract. */

export type ZipCheck = "valid" | "invalid" | "failed";

export async function checkZip(zip: string): Promise<ZipCheck> {
  try {
    const response = await fetch(`/api/Members/Validate/Zip?zip=${encodeURIComponent(zip)}`, {
      credentials: "same-origin",
      headers: { accept: "application/json" },
    });
    // Read to the end whatever the status, so no answer holds its connection.
    const answer = await readJson(response, validateZipResponseSchema);
    return answer.isValid ? "valid" : "invalid";
  } catch {
    return "failed";
  }
}

export type ProfileSave =
  | { kind: "saved"; member: MemberProfile }
  | { kind: "fields"; fields: Readonly<Record<string, string>> }
  | { kind: "signed-out" }
  | { kind: "failed" };

export async function saveProfile(changes: MemberUpdateRequest): Promise<ProfileSave> {
  try {
    const response = await mutate("/api/Member", "PUT", changes);
    if (response.status === 401) {
      // Nothing in a 401 is needed; cancelled, the answer frees its connection.
      await response.body?.cancel();
      return { kind: "signed-out" };
    }
    const body: unknown = await response.json().catch(() => null);
    if (response.ok) {
      const parsed = memberUpdateResponseSchema.safeParse(body);
      return parsed.success ? { kind: "saved", member: parsed.data.member } : { kind: "failed" };
    }
    const error = apiErrorSchema.safeParse(body);
    const fields = error.success ? error.data.fields : undefined;
    return fields && Object.keys(fields).length > 0 ? { kind: "fields", fields } : { kind: "failed" };
  } catch {
    return { kind: "failed" };
  }
}
