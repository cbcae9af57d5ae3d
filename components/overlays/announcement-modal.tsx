"use client";

import Link from "next/link";
import { useState } from "react";
import type { z } from "zod";
import { useBrowserValue } from "@/lib/client/hooks/use-hydrated";
import { useMember } from "@/lib/client/hooks/use-member";
import { useVisiblePathname } from "@/lib/client/hooks/use-visible-pathname";
import { Modal } from "@/components/ui/modal";
import { readStoredNumber, writeStored } from "@/lib/client/browser/stored-values";
import type { announcementFieldsSchema } from "@/shared/contracts/cms/announcement";
import { isInsideNativeApp } from "@/shared/rules/app-version";
import { announcementDismissedUntil, isAnnouncementVisible } from "@/shared/rules/overlay-visibility";
import { useOverlayTurn } from "./overlay-queue";

type AnnouncementCopy = z.output<typeof announcementFieldsSchema>;

/**
 * The announcement banner modal: only where the partner config's appAnnouncementModal turns it
 * on, once a day at most, never in the app, on discover (a discover home included), login or
 * join paths, nor for closed accounts.
 */
export function AnnouncementModal({
  enabled,
  homeIsDiscover,
  copy,
}: {
  enabled: boolean;
  homeIsDiscover: boolean;
  copy: AnnouncementCopy | undefined;
}) {
  const pathname = useVisiblePathname();
  const memberState = useMember();
  const [closed, setClosed] = useState(false);
  // Read once per mount: the modal's visibility does not change while the page is open.
  const [now] = useState(() => Date.now());
  const dismissedUntil = useBrowserValue(() => readStoredNumber("announcementDismissedUntil"), null);
  const insideApp = useBrowserValue(() => isInsideNativeApp(navigator.userAgent), true);
  const visibleTo = (closedAccountMember: boolean) =>
    pathname !== null &&
    copy !== undefined &&
    !closed &&
    isAnnouncementVisible({
      partnerHasModal: enabled,
      path: pathname,
      homeIsDiscover,
      insideNativeApp: insideApp,
      closedAccountMember,
      dismissedUntilMs: dismissedUntil,
      nowMs: now,
      hasCopy: copy.banner_copy.length > 0,
    });
  // Whether the member's account is closed is known once the member has loaded; when the modal
  // would not show anyway, the queue need not wait for that.
  const wants = !visibleTo(false)
    ? false
    : memberState.status === "loading"
      ? "pending"
      : visibleTo(memberState.status === "member" && memberState.member.memberType === "ClosedAccountMember");
  const onTurn = useOverlayTurn("announcement", wants);
  if (!onTurn || !copy) return null;
  const close = () => {
    writeStored("announcementDismissedUntil", String(announcementDismissedUntil(Date.now())));
    setClosed(true);
  };
  const [first, ...rest] = copy.banner_copy;
  return (
    <Modal open onClose={close} title={first?.copy ?? "Announcement"} testId="announcement-modal" queued>
      {rest.map((item) =>
        item.type === "link" && item.url ? (
          <p key={item.copy} className="mt-2">
            <Link
              href={item.url}
              onClick={close}
              className="text-brand font-bold underline underline-offset-4"
              {...(item.new_tab ? { target: "_blank", rel: "noopener noreferrer" } : {})}
            >
              {item.copy}
            </Link>
          </p>
        ) : (
          <p key={item.copy} className="mt-2">
            {item.copy}
          </p>
        ),
      )}
      {copy.tooltip_copy ? <p className="text-muted mt-4 text-sm">{copy.tooltip_copy}</p> : null}
    </Modal>
  );
}
