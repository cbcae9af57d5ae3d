import "server-only";
import { notFound } from "next/navigation";
import { cache } from "react";
import { logger } from "@/platform/logger";
import { newReferenceCode } from "./reference-code";

/**
 * The reference code of this request's not-found page when a page decided it (an id the proxy
 * let through, a draft editorial path): one per request, shared by the page that logs it and
 * the not-found body that shows it (React's cache lasts one server render).
 */
export const pageNotFoundReference = cache((): string => newReferenceCode());

/**
 * A page that finds nothing at its path: logs the reference with the path, as the proxy does
 * for the 404s it decides (docs/decisions/0028), and throws Next's not-found. The segment's
 * not-found.tsx then draws the partner's 404 body on the server with that reference.
 */
export function pageNotFound(path: string): never {
  logger.info("status page", { reference: pageNotFoundReference(), status: 404, path, decidedBy: "page" });
  notFound();
}
