import "server-only";
import { cookies, headers } from "next/headers";
import { env } from "@/platform/env";
import {
  stgtoolsAccess,
  stgtoolsCookieName,
  stgtoolsTokenHeader,
} from "@/lib/server/routing/stgtools-access";

/**
 * Whether this request may use the staging tools' actions. The proxy already keeps /stgtools to
 * APP_ENV=local or a holder of STGTOOLS_TOKEN; an action is a POST that could be aimed at another
 * path, so each checks again.
 */
export async function stgtoolsActionAllowed(): Promise<boolean> {
  const requestHeaders = await headers();
  const access = stgtoolsAccess({
    appEnv: env().APP_ENV,
    token: env().STGTOOLS_TOKEN,
    header: requestHeaders.get(stgtoolsTokenHeader),
    cookie: (await cookies()).get(stgtoolsCookieName)?.value,
    queryToken: null,
  });
  return access.kind === "allow";
}

export const notAvailable = { kind: "failed", message: "The staging tools are not available here." } as const;

/** The first message per field, as the forms show them. */
export function firstMessages(issues: readonly { path: readonly PropertyKey[]; message: string }[]) {
  const fields: Record<string, string> = {};
  for (const issue of issues) fields[String(issue.path[0] ?? "form")] ??= issue.message;
  return fields;
}

/** A text field of a submitted form ("" when absent). */
export function formField(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
}
