import "server-only";
import { errorsFieldsSchema } from "@/shared/contracts/cms/errors";
import type { Partner } from "@/partners/registry";
import { contentFields, loadPartnerContent } from "./partner-content";

/** The partner's error and status wordings (global content 'errors'), keyed as in the content. */
export async function loadErrorCopy(partner: Partner): Promise<Readonly<Record<string, string>>> {
  return contentFields(await loadPartnerContent(partner), "*", "errors", errorsFieldsSchema) ?? {};
}
