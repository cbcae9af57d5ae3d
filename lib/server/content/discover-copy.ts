import "server-only";
import type { z } from "zod";
import { discoverFieldsSchema } from "@/shared/contracts/cms/discover";
import type { Partner } from "@/partners/registry";
import { contentFields, loadPartnerContent } from "./partner-content";

export type DiscoverCopy = z.output<typeof discoverFieldsSchema>;

/** The discover entry's blocks (/discover, and the home page of partners whose home is discover). */
export async function loadDiscoverCopy(partner: Partner): Promise<DiscoverCopy | undefined> {
  return contentFields(await loadPartnerContent(partner), "discover", "discover", discoverFieldsSchema);
}
