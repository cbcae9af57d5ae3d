import type { Metadata } from "next";
import Link from "next/link";
import { partnerFromParams, type PartnerParams } from "@/lib/server/routing/page-partner";
import { loadActivationCopy } from "@/lib/server/content/activation-copy";

export async function generateMetadata({ params }: { params: PartnerParams }): Promise<Metadata> {
  const { effective } = await partnerFromParams(params);
  return { title: `Benefits activated | ${effective.name}`, robots: { index: false } };
}

/** /activate/activated: the activated stage content. */
export default async function ActivatedPage({ params }: { params: PartnerParams }) {
  const copy = await loadActivationCopy(await partnerFromParams(params));
  return (
    <div className="content-width py-10 md:py-16">
      <div
        className="mx-auto max-w-2xl rounded-2xl border border-black/10 p-6 md:p-10"
        data-testid="activated-stage"
      >
        <p
          aria-hidden="true"
          className="bg-brand text-on-brand flex size-12 items-center justify-center rounded-full text-2xl"
        >
          ✓
        </p>
        <h1 className="mt-4 text-3xl font-bold">{copy.activated_title}</h1>
        {copy.activated_body ? <p className="text-muted mt-3 text-lg">{copy.activated_body}</p> : null}
        <Link href="/search" className="button-primary mt-8 w-full sm:w-auto">
          {copy.activated_button_text}
        </Link>
      </div>
    </div>
  );
}
