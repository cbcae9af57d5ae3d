"use client";

import Link from "next/link";
import { QuietPage } from "@/components/overlays/overlay-queue";
import { useShellCopy } from "@/components/shell/shell-copy";
import { StatusPageBody } from "@/components/shell/status-page-body";

/**
 * A page that failed to render: the partner's server-error wording, a retry, the support phone
 * and Next's digest of the error, which is what the server logged it under.
 */
export default function PageError({
  error,
  reset,
}: {
  error: Error & { digest?: string };
  reset: () => void;
}) {
  const { serverError, supportPhone } = useShellCopy();
  return (
    <StatusPageBody
      copy={serverError}
      reference={error.digest ?? null}
      phone={supportPhone}
      testId="server-error"
    >
      <QuietPage />
      <button type="button" className="button-primary" onClick={reset}>
        Try again
      </button>
      <Link href="/" className="button-secondary">
        {serverError.home_link_text}
      </Link>
    </StatusPageBody>
  );
}
