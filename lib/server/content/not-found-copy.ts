import "server-only";
import type { z } from "zod";
import { statusPageFieldsSchema } from "@/shared/contracts/cms/status-page";
import type { Partner } from "@/partners/registry";
import { contentFields, loadPartnerContent } from "./partner-content";

export type NotFoundCopy = z.output<typeof statusPageFieldsSchema>;

/** The partner's 404 wording (global 'not_found'), or undefined for the product's own. */
export async function loadNotFoundCopy(partner: Partner): Promise<NotFoundCopy | undefined> {
  return contentFields(await loadPartnerContent(partner), "*", "not_found", statusPageFieldsSchema);
}

/** The partner's server-error wording (global 'server_error'), or undefined for the product's own. */
export async function loadServerErrorCopy(partner: Partner): Promise<NotFoundCopy | undefined> {
  return contentFields(await loadPartnerContent(partner), "*", "server_error", statusPageFieldsSchema);
}
