"use client";

import { useRouter, useSearchParams } from "next/navigation";
import { useEffect, useState } from "react";
import { statusToast } from "@/components/ui/toasts";
import { pageLoaderText } from "@/lib/constants";
import { type ActivateRequest } from "@/lib/contracts/known-member";
import { activationRedirect, type ActivationCopy } from "./activation-copy";
import { activateMember, fetchKnownMember } from "@/lib/client/api/enrollment";

type Stage = { status: "loading" } | { status: "ready"; publicId: string };

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
  const [stage, setStage] = useState<Stage>({ status: "loading" });
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!publicId) {
      router.replace("/join?rfr=0");
      return;
    }
    const controller = new AbortController();
    void fetchKnownMember(publicId, controller.signal)
      .catch(() => null)
      .then((member) => {
        if (controller.signal.aborted) return;
        const redirect = activationRedirect(member);
        if (redirect) router.replace(redirect);
        else setStage({ status: "ready", publicId });
      });
    return () => {
      controller.abort();
    };
  }, [publicId, router]);

  async function activate(id: string) {
    setBusy(true);
    try {
      // The link's signed expiry travels with the id; without them the server activates nobody.
      await activateMember({
        publicId: id,
        expires: Number(searchParams.get("expires")),
        signature: searchParams.get("signature") ?? "",
      } satisfies ActivateRequest);
      router.push("/activate/activated");
    } catch {
      statusToast("error", `${copy.error_text} ${supportPhone}`, {
        persistent: true,
        id: "activation-error",
      });
      setBusy(false);
    }
  }

  if (stage.status === "loading")
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
        onClick={() => void activate(stage.publicId)}
      >
        {busy ? "Working on your request, please wait." : copy.button_text}
      </button>
    </div>
  );
}
