import type { Metadata } from "next";
import Link from "next/link";
import { loadEarnCopy } from "@/lib/server/content/earn-copy";
import { partnerFromParams, type PartnerParams } from "@/lib/server/routing/page-partner";
import { partnerOrigin } from "@/platform/partner-origin";
import { routeMetadata } from "@/lib/server/seo/route-metadata";

export async function generateMetadata({ params }: { params: PartnerParams }): Promise<Metadata> {
  const { effective } = await partnerFromParams(params);
  return routeMetadata(effective, "/earn", partnerOrigin(effective));
}

/** /earn: every current offer and earn page of the partner, or a plain "no current offers". */
export default async function EarnPage({ params }: { params: PartnerParams }) {
  const { banner, pages } = await loadEarnCopy(await partnerFromParams(params));
  return (
    <div className="content-width py-10">
      <h1 className="text-3xl font-bold">Ways to earn</h1>
      {banner ? <p className="mt-3 text-lg">{banner.text}</p> : null}
      {pages.length === 0 ? (
        <p className="mt-8 text-lg">There are no current offers. Check back soon.</p>
      ) : (
        <ul className="mt-8 grid gap-4 md:grid-cols-2">
          {pages.map((page) => (
            <li key={page.url} className="rounded-2xl border border-black/10 p-6">
              <h2 className="text-xl font-bold">{page.banner_text || page.browser_title}</h2>
              <Link
                href={page.url}
                className="text-brand mt-3 inline-block font-bold underline underline-offset-4"
              >
                Learn more<span className="sr-only"> about {page.browser_title}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
