"use client";

import { useQuery, useQueryClient, type UseQueryResult } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useEffect, useState } from "react";
import type { EncryptedCard } from "@/components/card-entry/frame-messages";
import { CheckboxField } from "@/components/forms/checkbox-field";
import { FormFrame } from "@/components/forms/form-frame";
import { SubmitButton } from "@/components/forms/submit-button";
import { useContractForm } from "@/components/forms/contract-form";
import { useFormSubmit } from "@/components/forms/use-form-submit";
import { useCheckboxField } from "@/components/forms/use-form-field";
import { useHumanCheck } from "@/components/forms/use-human-check";
import { useMember } from "@/lib/client/hooks/use-member";
import { statusToast } from "@/components/ui/toasts";
import { writeStored } from "@/lib/client/browser/stored-values";
import { maxCardsPerSubmission } from "@/shared/constants";
import type { CardSubmission, PartnerCard } from "@/shared/contracts/cards";
import { cardTermsRequired } from "@/shared/contracts/card-terms-message";
import type { AddCardCopy } from "@/shared/contracts/copy/add-card";
import type { CardTypeCode } from "@/partners/schema";
import { CardEntryFrame } from "./card-entry-frame";
import {
  atCardLimit,
  registrationOutcome,
  registrationStatusMessage,
  type RegistrationOutcome,
} from "./card-registration-outcome";
import { CardResults } from "./card-results";
import { PartnerCardList, type PartnerCardsState } from "./partner-card-list";
import { partnerLoadedCardsQuery } from "@/lib/client/query/card-queries";
import { cardKeys } from "@/lib/client/query/keys";
import { isUnauthorized } from "@/lib/client/api/http";

/**
 * The member's part of the card submission: the feed opt-in the contract carries, and the terms
 * the member must accept before anything is sent. The cards themselves come from the partner's
 * list and the secure frame, and are added on submit with the human check's answer.
 */
/** What the partner-card list shows: nothing to load for a partner without loaded cards. */
function partnerCardsState(
  hasPartnerLoadedCards: boolean,
  read: UseQueryResult<PartnerCard[]>,
): PartnerCardsState {
  if (!hasPartnerLoadedCards) return { status: "ready", cards: [] };
  if (read.data) return { status: "ready", cards: read.data };
  return read.isError ? { status: "error" } : { status: "loading" };
}

const loadCardSchema = () => import("./add-card-form-schema").then((module) => module.addCardFormSchema);

/**
 * The card-linking call runs only on submit, so it loads then, not with the page
 * (docs/performance.md, Bundles).
 */
const loadLinkCards = () => import("@/lib/client/api/card-links").then((module) => module.linkCards);

/**
 * The link-card form (account-center §2-§5): pick preloaded partner cards and/or type one card
 * in the secure frame, accept the terms, pass the human check, link. Enrollment step 2 moves on
 * to /card_added once any card is linked; the account center passes `onLinked` to stay on its
 * page instead. Per-card problems are listed; an expired session goes to sign in again.
 */
export function AddCardForm({
  accepted,
  hasPartnerLoadedCards,
  copy,
  onLinked,
  onUnauthorized,
}: {
  accepted: readonly CardTypeCode[];
  hasPartnerLoadedCards: boolean;
  copy: AddCardCopy;
  /** Called when at least one card was linked; without it the form goes on to /card_added. */
  onLinked?: (outcome: RegistrationOutcome) => void;
  /** Called on a 401 or a signed-out visitor; without it the form sends them to /login and back. */
  onUnauthorized?: () => void;
}) {
  const router = useRouter();
  const queryClient = useQueryClient();
  const memberState = useMember();
  const humanCheck = useHumanCheck();
  const partnerCardsRead = useQuery({ ...partnerLoadedCardsQuery, enabled: hasPartnerLoadedCards });
  const partnerCards = partnerCardsState(hasPartnerLoadedCards, partnerCardsRead);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [manualCard, setManualCard] = useState<EncryptedCard | null>(null);
  const [validateSignal, setValidateSignal] = useState(0);
  const [outcome, setOutcome] = useState<RegistrationOutcome | null>(null);
  const form = useContractForm(loadCardSchema, {
    defaultValues: { directFileFeedOptIn: false, termsAccepted: false },
    wording: { [cardTermsRequired]: copy.termsRequired },
  });
  const directFileFeed = useCheckboxField(form.control, "directFileFeedOptIn");
  const terms = useCheckboxField(form.control, "termsAccepted");

  function toLogin() {
    if (onUnauthorized) {
      onUnauthorized();
      return;
    }
    writeStored("loginRedirect", "/add_card");
    router.replace("/login");
  }

  useEffect(() => {
    if (memberState.status === "anonymous") toLogin();
    // toLogin only reads stable values (router); re-running on its identity is pointless.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [memberState.status]);

  const cards = partnerCards.status === "ready" ? partnerCards.cards : [];
  const atLimit = atCardLimit(selected.size, manualCard !== null, maxCardsPerSubmission);
  const hasCardData = manualCard !== null || selected.size > 0;

  function toggle(partnerCardId: string, checked: boolean) {
    const next = new Set(selected);
    if (checked) next.add(partnerCardId);
    else next.delete(partnerCardId);
    setSelected(next);
    if (checked && atCardLimit(next.size, manualCard !== null, maxCardsPerSubmission))
      statusToast("warning", copy.max);
  }

  const { onSubmit, busy, formError } = useFormSubmit(form, {
    failureMessage: (_error, fieldMessagesShown) => (fieldMessagesShown > 0 ? null : copy.general),
    submit: async (values) => {
      if (!hasCardData) return "stay";
      const creditCards: CardSubmission["creditCards"] = [
        ...cards
          .filter((card) => selected.has(card.partnerCardId))
          .map(({ partnerCardId, lastFour, cardType }) => ({ partnerCardId, lastFour, cardType })),
        ...(manualCard ? [manualCard] : []),
      ].filter((card) => card.lastFour !== "");
      let result: RegistrationOutcome;
      try {
        const linkCards = await loadLinkCards();
        result = registrationOutcome(
          await linkCards({
            creditCards,
            directFileFeedOptIn: values.directFileFeedOptIn,
            gRecaptchaResponse: await humanCheck(),
          }),
        );
      } catch (error) {
        if (!isUnauthorized(error)) throw error;
        toLogin();
        return "leaving";
      }
      statusToast(result.kind, registrationStatusMessage(result, copy));
      // Linked cards and the partner's pick list both changed (a linked card leaves the list).
      if (result.overall !== "none") void queryClient.invalidateQueries({ queryKey: cardKeys.all });
      if (result.overall === "none") {
        setOutcome(result);
        return "stay";
      }
      if (onLinked) {
        onLinked(result);
        return "stay";
      }
      writeStored(
        "cardRegistrationSuccess",
        JSON.stringify({ succeeded: result.succeeded, failed: result.failed }),
      );
      router.push("/card_added");
      return "leaving";
    },
  });

  if (memberState.status !== "member")
    return (
      <p role="status" className="text-muted py-6">
        Do not refresh, loading more content.
      </p>
    );

  return (
    <FormFrame
      busy={busy}
      onSubmit={async () => {
        // The frame shows its own card-number message on a submit attempt.
        setValidateSignal((n) => n + 1);
        await onSubmit();
      }}
      error={formError}
      submit={
        <SubmitButton
          busy={busy}
          label="Link card"
          busyLabel="Do not refresh."
          disabled={!terms.checked || !hasCardData}
        />
      }
    >
      <div className="flex flex-col gap-4">
        {hasPartnerLoadedCards ? (
          <PartnerCardList state={partnerCards} selected={selected} atLimit={atLimit} onToggle={toggle} />
        ) : null}
        <div className="rounded-2xl border border-black/10 p-4">
          <h2 className="font-bold">{cards.length > 0 ? "Or add another card" : "Your card"}</h2>
          <p className="text-muted text-sm">
            Your number goes straight to our secure card service, encrypted. Debit cards earn too: pay with
            them as credit, without your PIN.
          </p>
          <div className="mt-3">
            <CardEntryFrame
              accepted={accepted}
              onCard={setManualCard}
              validateSignal={cards.length === 0 ? validateSignal : 0}
              loadFailureText={copy.loadFailure}
            />
          </div>
        </div>
        <CheckboxField id="add-card-feed" label={copy.directFileFeedLabel} {...directFileFeed} />
        <CheckboxField
          id="add-card-terms"
          label={copy.termsLabel}
          required
          {...terms}
          onChange={(event) => {
            terms.onChange(event);
            // A box has nothing to leave: ticking or unticking it is the moment to say its rule.
            void form.trigger("termsAccepted");
          }}
        />
        {outcome ? <CardResults outcome={outcome} /> : null}
      </div>
    </FormFrame>
  );
}
