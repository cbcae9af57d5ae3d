"use client";

import { useRouter, useSearchParams } from "next/navigation";
import { useMutation, useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import { statusToast } from "@/components/ui/toasts";
import { loadingText, pageLoaderText } from "@/shared/constants";
import type { ActivationCopy } from "@/shared/contracts/cms/activation";
import { activationRedirect } from "./activation-redirect";
import { activateMember, fetchKnownMember } from "@/lib/client/api/enrollment";
import { knownMemberKeys } from "@/lib/client/query/keys";

/**
 * Tier-1 activation (public-and-shared §2 Activation): the public id from the link is looked up;
 * anyone who cannot be activated is sent on with the matching rfr code; a non-activated member
 * gets one button, disabled once the call starts. A failure stays on screen until closed,
 * with the partner's support phone.
 */
export function ActivationScreen({ copy, supportPhone }: { copy: ActivationCopy; supportPhone: string }) {
  const router = useRouter();
  const searchParams = useSearchParams();
  const publicId = searchParams.get("public_id")?.trim() ?? "";
  const knownMember = useQuery({
    queryKey: knownMemberKeys.byPublicId(publicId),
    // A failed lookup is an answer too: the visitor is sent to join (rfr=1).
    queryFn: ({ signal }) => fetchKnownMember(publicId, signal).catch(() => null),
    enabled: publicId !== "",
    // Read once per visit: activating is the only change, and it leaves this page.
    staleTime: Infinity,
  });
  const redirect = !publicId
    ? "/join?rfr=0"
    : knownMember.isSuccess
      ? activationRedirect(knownMember.data)
      : null;
  useEffect(() => {
    if (redirect) router.replace(redirect);
  }, [redirect, router]);

  const activation = useMutation({
    // The link's signed expiry and signature are in an httpOnly cookie the server reads: the
    // proxy traded them on the link's arrival (docs/decisions/0048). Without them it activates nobody.
    mutationFn: () => activateMember({ publicId }),
    onSuccess: () => {
      router.push("/activate/activated");
    },
    onError: () => {
      statusToast("error", `${copy.error_text} ${supportPhone}`, {
        persistent: true,
        id: "activation-error",
      });
    },
  });
  // Busy from the click until the page changes: a second click cannot activate twice.
  const busy = activation.isPending || activation.isSuccess;

  if (!knownMember.isSuccess || redirect)
    return (
      <p role="status" className="text-muted py-16 text-center text-lg">
        {pageLoaderText}
      </p>
    );
  return (
    <div className="rounded-2xl border border-black/10 p-6 md:p-10" data-testid="activation-stage">
      <h1 className="text-3xl font-bold">{copy.title}</h1>
      {copy.body ? <p className="text-muted mt-3 text-lg">{copy.body}</p> : null}
      <button
        type="button"
        className="button-primary mt-8 w-full disabled:cursor-not-allowed disabled:opacity-70 sm:w-auto"
        disabled={busy}
        onClick={() => {
          if (!busy) activation.mutate();
        }}
      >
        {busy ? loadingText : copy.button_text}
      </button>
    </div>
  );
}
