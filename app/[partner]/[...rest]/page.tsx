import { notFound } from "next/navigation";

/** Catches every path no page claims, so it renders the partner's not-found page with status 404. */
export default function UnknownPath(): never {
  notFound();
}
