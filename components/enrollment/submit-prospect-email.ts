import { validateProspectEmail } from "@/lib/client/api/enrollment";
import { handOffProspectEmail } from "./prospect-handoff";
import { startProspect } from "./start-prospect";

/**
 * What the home page's email form does with a checked address (public-and-shared §4 Prospect
 * email flow): one the program does not know yet starts a prospect and goes on to /join, a known
 * one to /login, the address handed over in navigation state. Loaded at submit, the only time it
 * runs, so the API calls and the referral cookies stay out of the pages' first-load JS (decision 0038).
 */
export async function submitProspectEmail(email: string): Promise<"/join" | "/login"> {
  const isNew = await validateProspectEmail(email);
  if (isNew) await startProspect(email);
  handOffProspectEmail(email);
  return isNew ? "/join" : "/login";
}
