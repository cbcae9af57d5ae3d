"use client";

import Link from "next/link";
import { useEffect } from "react";
import { QuietPage } from "@/components/overlays/overlay-queue";
import { useShellCopy } from "./shell-copy";

/** The branded not-found body, its words from the partner's copy (public-and-shared §2 Not-found). */
export function NotFoundContent() {
  const { notFound } = useShellCopy();
  useEffect(() => {
    document.title = notFound.document_title;
  }, [notFound.document_title]);
  return (
    <div className="content-width py-16 text-center" data-testid="not-found">
      <QuietPage />
      <p className="text-muted text-sm font-bold tracking-wide uppercase">Error 404</p>
      <h1 className="mt-2 text-3xl font-bold">{notFound.title}</h1>
      <p className="mx-auto mt-4 max-w-xl text-lg">{notFound.tagline}</p>
      <Link href="/" className="button-primary mt-8">
        {notFound.home_link_text}
      </Link>
    </div>
  );
}
