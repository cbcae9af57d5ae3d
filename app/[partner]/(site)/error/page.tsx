import type { Metadata } from "next";
import { headers } from "next/headers";
import Link from "next/link";
import { StatusPageBody } from "@/components/shell/status-page-body";
import { loadServerErrorCopy } from "@/lib/server/content/not-found-copy";
import { partnerFromParams, type PartnerParams } from "@/lib/server/routing/page-partner";
import { readReferenceCode, referenceCodeHeader } from "@/lib/server/routing/reference-code";

// Shows this request's reference code: private to each request (docs/decisions/0048).
export const dynamic = "force-dynamic";

/** The product's own wording, for a partner whose copy has no 'server_error' entry. */
const fallbackCopy = {
  document_title: "Something went wrong",
  title: "Something went wrong on our side",
  tagline: "Please try again in a moment.",
  home_link_text: "Back to home",
  reference_label: "Reference code",
  support_text: "If it keeps happening, call us at",
};

export async function generateMetadata({ params }: { params: PartnerParams }): Promise<Metadata> {
  const copy = await loadServerErrorCopy(await partnerFromParams(params));
  return { title: copy?.document_title ?? fallbackCopy.document_title, robots: { index: false } };
}

/**
 * The spec's /error page, where flows send members after a server error. `ref` carries the
 * API's referenceId when a flow has one; otherwise the reference the proxy logged for this view.
 */
export default async function ServerErrorPage({
  params,
  searchParams,
}: {
  params: PartnerParams;
  searchParams: Promise<{ ref?: string | string[] }>;
}) {
  const partner = await partnerFromParams(params);
  const copy = (await loadServerErrorCopy(partner)) ?? fallbackCopy;
  const { ref } = await searchParams;
  const reference =
    readReferenceCode(typeof ref === "string" ? ref : null) ??
    readReferenceCode((await headers()).get(referenceCodeHeader));
  return (
    <StatusPageBody
      copy={copy}
      reference={reference}
      phone={partner.effective.customerSupport.phone}
      testId="server-error"
    >
      <Link href="/" className="button-primary">
        {copy.home_link_text}
      </Link>
    </StatusPageBody>
  );
}
