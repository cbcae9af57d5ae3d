"use server";

import { cookies, headers } from "next/headers";
import { recordDine, settleAwardsNow } from "@/lib/server/api/record-dine";
import { env } from "@/platform/env";
import {
  stgtoolsAccess,
  stgtoolsCookieName,
  stgtoolsTokenHeader,
} from "@/lib/server/routing/stgtools-access";
import { recordDineFormSchema } from "@/shared/contracts/ingestion";
import type { RecordDineState, SettleState } from "@/components/stgtools/record-dine-types";

/**
 * The staging tools' actions. The proxy already keeps /stgtools to APP_ENV=local or a holder of
 * STGTOOLS_TOKEN; an action is a POST that could be aimed at another path, so each checks again.
 */
async function allowed(): Promise<boolean> {
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

/** The first message per field, as the form shows them. */
function firstMessages(issues: readonly { path: readonly PropertyKey[]; message: string }[]) {
  const fields: Record<string, string> = {};
  for (const issue of issues) fields[String(issue.path[0] ?? "form")] ??= issue.message;
  return fields;
}

const field = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
};

/** Record a dine for `partnerCode` (bound by the page from the host's partner). */
export async function recordDineAction(
  partnerCode: string,
  _previous: RecordDineState,
  form: FormData,
): Promise<RecordDineState> {
  if (!(await allowed())) return { kind: "failed", message: "The staging tools are not available here." };
  const parsed = recordDineFormSchema.safeParse({
    email: field(form, "email"),
    cardLastFour: field(form, "cardLastFour"),
    merchantId: field(form, "merchantId"),
    amount: field(form, "amount"),
    date: field(form, "date"),
    time: field(form, "time"),
    cardLinkedInTime: form.get("cardLinkedInTime") === "on",
  });
  if (!parsed.success) return { kind: "invalid", fields: firstMessages(parsed.error.issues) };
  const outcome = await recordDine(partnerCode, parsed.data);
  if (outcome.kind !== "recorded") return outcome;
  return { kind: "recorded", transactionId: outcome.transactionId, result: outcome.result };
}

export async function settleAwardsAction(): Promise<SettleState> {
  if (!(await allowed())) return { kind: "failed", message: "The staging tools are not available here." };
  return { kind: "settled", count: await settleAwardsNow() };
}
