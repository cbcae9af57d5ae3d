"use client";

import Link from "next/link";
import { useEffect } from "react";
import { QuietPage } from "@/components/overlays/overlay-queue";
import { useShellCopy } from "./shell-copy";
import { StatusPageBody } from "./status-page-body";

/**
 * The branded not-found body, its words from the partner's copy (public-and-shared §2
 * Not-found), with the support phone and, when the server made one, the request's reference.
 */
export function NotFoundContent({ reference = null }: { reference?: string | null }) {
  const { notFound, supportPhone } = useShellCopy();
  useEffect(() => {
    document.title = notFound.document_title;
  }, [notFound.document_title]);
  return (
    <StatusPageBody
      eyebrow="Error 404"
      copy={notFound}
      reference={reference}
      phone={supportPhone}
      testId="not-found"
    >
      <QuietPage />
      <Link href="/" className="button-primary">
        {notFound.home_link_text}
      </Link>
    </StatusPageBody>
  );
}
