import { PageNotFound } from "@/components/shell/page-not-found";

/**
 * A page below here that finds nothing (notFound()) gets the partner's 404 body rendered on the
 * server, with a reference code: a boundary under the root layout, unlike app/[partner]/not-found.tsx.
 */
export default function NotFound() {
  return <PageNotFound />;
}
