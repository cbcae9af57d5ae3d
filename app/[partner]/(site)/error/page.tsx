import type { Metadata } from "next";
import Link from "next/link";
import { partnerFromParams, type PartnerParams } from "@/lib/server/routing/page-partner";

export const metadata: Metadata = { title: "Something went wrong", robots: { index: false } };

/** The spec's /error page, where flows send members after a server error. */
export default async function ServerErrorPage({ params }: { params: PartnerParams }) {
  const { effective } = await partnerFromParams(params);
  const { phone } = effective.customerSupport;
  return (
    <div className="content-width py-16 text-center">
      <h1 className="text-3xl font-bold">Something went wrong on our side</h1>
      <p className="mx-auto mt-4 max-w-xl text-lg">
        Please try again in a moment. If it keeps happening, call us at{" "}
        <a className="font-bold underline" href={phone.href}>
          {phone.formatted}
        </a>
        .
      </p>
      <Link href="/" className="button-primary mt-8">
        Back to home
      </Link>
    </div>
  );
}
