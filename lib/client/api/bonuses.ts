import "client-only";
import type { BonusRegistrationResponse } from "@/shared/contracts/bonus";
import { sendJson, serverChecked } from "./http";

/** Registers the member for a bonus; true when the program took the registration. */
export async function registerForBonus(code: string): Promise<boolean> {
  const answer = await sendJson(
    "POST",
    `/api/Member/Bonus/${encodeURIComponent(code)}`,
    undefined,
    serverChecked<BonusRegistrationResponse>(),
  );
  return answer.success;
}
