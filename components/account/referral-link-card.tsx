"use client";

import { useId, useRef } from "react";
import { statusToast } from "@/components/ui/toasts";
import { referralLink } from "@/shared/rules/referral-link";
import { useAccountSession } from "./account-session";

/**
 * The referral link card (account-center §2 Overview): the member's /join link with the
 * campaign tags and their public id, and a Copy button. Where the clipboard is refused, the
 * link is selected instead so the member can copy it by hand.
 */
export function ReferralLinkCard({
  origin,
  title,
  description,
}: {
  origin: string;
  title: string;
  description: string;
}) {
  const { member } = useAccountSession();
  const link = referralLink(origin, member.referralCode);
  const input = useRef<HTMLInputElement>(null);
  const inputId = useId();

  async function copy() {
    try {
      await navigator.clipboard.writeText(link);
      statusToast("success", "Your referral link has been copied.");
    } catch {
      input.current?.select();
      statusToast("warning", "Copying is blocked in this browser: the link is selected, copy it by hand.");
    }
  }

  return (
    <section
      aria-labelledby="referral-heading"
      className="flex flex-col gap-3 rounded-2xl border border-black/10 p-5 sm:p-6"
      data-testid="referral-link"
    >
      <h2 id="referral-heading" className="text-xl font-bold">
        {title}
      </h2>
      <p className="text-muted">{description}</p>
      <label htmlFor={inputId} className="mt-1 text-sm font-bold">
        Your referral link
      </label>
      <div className="flex flex-col gap-3 sm:flex-row">
        <input
          ref={input}
          id={inputId}
          readOnly
          value={link}
          onFocus={(event) => {
            event.target.select();
          }}
          className="min-h-[50px] min-w-0 flex-1 rounded-lg border border-black/30 bg-black/[0.03] px-3 text-sm"
        />
        <button type="button" className="button-primary shrink-0" onClick={() => void copy()}>
          Copy link
        </button>
      </div>
    </section>
  );
}
