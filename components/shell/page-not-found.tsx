import "server-only";
import { pageNotFoundReference } from "@/lib/server/routing/page-not-found";
import { NotFoundContent } from "./not-found-content";

/**
 * The not-found body of a segment whose page called notFound() itself. Such a boundary below
 * the root layout is rendered on the server with status 404 (the root one gives Next 16's empty
 * error shell, docs/decisions/0028), with the reference the page logged. No request headers are
 * read here: the boundary is part of every page below it, which would all turn dynamic.
 */
export function PageNotFound() {
  return <NotFoundContent reference={pageNotFoundReference()} />;
}
