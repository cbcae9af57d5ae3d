import { notFound } from "next/navigation";

/** The spec's /not_found route, and where the proxy sends gated routes: the 404 page with status 404. */
export default function NotFoundRoute(): never {
  notFound();
}
