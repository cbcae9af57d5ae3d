"use client";

import { SiteLink } from "@/components/shell/site-link";
import { useState } from "react";
import type { z } from "zod";
import { useBrowserValue } from "@/lib/client/hooks/use-hydrated";
import { useMember } from "@/lib/client/hooks/use-member";
import { Modal } from "@/components/ui/modal";
import { readStored, writeStored } from "@/lib/client/browser/stored-values";
import type { popupFieldsSchema } from "@/shared/contracts/cms/popup";
import { useOverlayTurn } from "./overlay-queue";

type PopupCopy = z.output<typeof popupFieldsSchema>;

/** One-time modal inviting visitors of an SSO partner to sign in with their loyalty account; dismissal stores the date. */
export function SsoModal({ copy }: { copy: PopupCopy | undefined }) {
  const memberState = useMember();
  const [closed, setClosed] = useState(false);
  const dismissedAt = useBrowserValue(() => readStored("ssoModalDismissedAt"), "server");
  const onTurn = useOverlayTurn(
    "ssoModal",
    closed || !copy || dismissedAt !== null
      ? false
      : memberState.status === "loading"
        ? "pending"
        : memberState.status === "anonymous",
  );
  if (!onTurn || !copy) return null;
  const close = () => {
    writeStored("ssoModalDismissedAt", new Date().toISOString());
    setClosed(true);
  };
  return (
    <Modal
      open
      onClose={close}
      title={copy.title || "Sign in with your loyalty account"}
      testId="sso-modal"
      queued
    >
      <p>{copy.body_text}</p>
      <SiteLink href={copy.button_url ?? "/Login"} onClick={close} className="button-primary mt-6">
        {copy.button_text ?? "Sign in/Join Now"}
      </SiteLink>
    </Modal>
  );
}
