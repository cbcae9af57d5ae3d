import { CardEntryForm } from "@/components/card-entry/card-entry-form";
import { acceptedFromQuery } from "@/components/card-entry/frame-messages";

// Drawn from its query (the accepted brands): private to each request (docs/decisions/0048).
export const dynamic = "force-dynamic";

/** /card-entry?visa=1&mast=1&amex=1&disc=1: the secure card-number frame for the accepted brands. */
export default async function CardEntryPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const accepted = acceptedFromQuery(await searchParams);
  return (
    <>
      <h1 className="sr-only">Secure card entry</h1>
      <CardEntryForm accepted={accepted} />
    </>
  );
}
