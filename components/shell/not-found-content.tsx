"use client";

import Link from "next/link";
import { useEffect, type ReactNode } from "react";
import { QuietPage } from "@/components/overlays/overlay-queue";
import { useShellCopy } from "./shell-copy";
import { StatusPageBody } from "./status-page-body";

/**
 * The branded not-found body, its words from the partner's copy (public-and-shared §2
 * Not-found), with the support phone and, when the server made one, the request's reference.
 * A merchant path's page words its heading for the restaurant and offers more below
 * (docs/decisions/0066).
 */
export function NotFoundContent({
  reference = null,
  heading,
  after,
}: {
  reference?: string | null;
  /** The heading and tagline instead of the partner's not-found ones. */
  heading?: { readonly title: string; readonly tagline: string };
  /** Drawn below the actions, on the server. */
  after?: ReactNode;
}) {
  const { notFound, supportPhone } = useShellCopy();
  useEffect(() => {
    document.title = notFound.document_title;
  }, [notFound.document_title]);
  return (
    <StatusPageBody
      eyebrow="Error 404"
      copy={heading ? { ...notFound, ...heading } : notFound}
      reference={reference}
      phone={supportPhone}
      testId="not-found"
      after={after}
    >
      <QuietPage />
      <Link href="/" className="button-primary">
        {notFound.home_link_text}
      </Link>
    </StatusPageBody>
  );
}
