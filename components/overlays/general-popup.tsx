"use client";

import Link from "next/link";
import { useState } from "react";
import type { z } from "zod";
import { useBrowserValue } from "@/lib/client/hooks/use-hydrated";
import { Modal } from "@/components/ui/modal";
import { readStored, writeStored } from "@/lib/client/browser/stored-values";
import type { popupFieldsSchema } from "@/shared/contracts/cms/popup";
import { isGeneralPopupVisible } from "@/shared/rules/overlay-visibility";
import { useOverlayTurn } from "./overlay-queue";

type PopupCopy = z.output<typeof popupFieldsSchema>;

/** The one-time general popup: shown while the stored type differs from the partner's popup type. */
export function GeneralPopup({ type, copy }: { type: string | null; copy: PopupCopy | undefined }) {
  const [closed, setClosed] = useState(false);
  const storedType = useBrowserValue(() => readStored("generalPopupType"), type);
  const onTurn = useOverlayTurn(
    "generalPopup",
    !closed && copy !== undefined && isGeneralPopupVisible(type, true, storedType),
  );
  if (!onTurn || !copy) return null;
  const close = () => {
    if (type) writeStored("generalPopupType", type);
    setClosed(true);
  };
  return (
    <Modal open onClose={close} title={copy.title || "Good news"} testId="general-popup" queued>
      <p>{copy.body_text}</p>
      {copy.button_text && copy.button_url ? (
        <Link href={copy.button_url} onClick={close} className="button-primary mt-6">
          {copy.button_text}
        </Link>
      ) : null}
    </Modal>
  );
}
