"use client";

import { useRouter } from "next/navigation";
import { useEffect, useState, type SubmitEvent } from "react";
import type { EncryptedCard } from "@/components/card-entry/frame-messages";
import { CheckboxField } from "@/components/forms/checkbox-field";
import { SubmitButton } from "@/components/forms/submit-button";
import { useHumanCheck } from "@/components/forms/use-human-check";
import { useMember } from "@/components/shell/use-member";
import { statusToast } from "@/components/ui/toasts";
import { writeStored } from "@/lib/browser/stored-values";
import { maxCardsPerSubmission } from "@/lib/constants";
import { type CardSubmission } from "@/lib/contracts/cards";
import type { AddCardCopy } from "@/lib/content/add-card-copy";
import type { CardTypeCode } from "@/partners/schema";
import { CardEntryFrame } from "./card-entry-frame";
import { atCardLimit, registrationOutcome, type RegistrationOutcome } from "./card-registration-outcome";
import { CardResults } from "./card-results";
import { PartnerCardList, type PartnerCardsState } from "./partner-card-list";
import { fetchPartnerCards, linkCards } from "@/lib/client/api/cards";
import { isUnauthorized } from "@/lib/client/api/http";

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
  const memberState = useMember();
  const humanCheck = useHumanCheck();
  const [partnerCards, setPartnerCards] = useState<PartnerCardsState>(
    hasPartnerLoadedCards ? { status: "loading" } : { status: "ready", cards: [] },
  );
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [manualCard, setManualCard] = useState<EncryptedCard | null>(null);
  const [directFileFeedOptIn, setDirectFileFeedOptIn] = useState(false);
  const [termsAccepted, setTermsAccepted] = useState(false);
  const [termsTouched, setTermsTouched] = useState(false);
  const [validateSignal, setValidateSignal] = useState(0);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<RegistrationOutcome | null>(null);
  const [formError, setFormError] = useState<string | null>(null);

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

  useEffect(() => {
    if (!hasPartnerLoadedCards) return;
    const controller = new AbortController();
    fetchPartnerCards(controller.signal)
      .then((cards) => {
        setPartnerCards({ status: "ready", cards });
      })
      .catch(() => {
        if (!controller.signal.aborted) setPartnerCards({ status: "error" });
      });
    return () => {
      controller.abort();
    };
  }, [hasPartnerLoadedCards]);

  const cards = partnerCards.status === "ready" ? partnerCards.cards : [];
  const atLimit = atCardLimit(selected.size, manualCard !== null, maxCardsPerSubmission);
  const hasCardData = manualCard !== null || selected.size > 0;
  const termsError = termsTouched && !termsAccepted ? copy.termsRequired : undefined;

  function toggle(partnerCardId: string, checked: boolean) {
    const next = new Set(selected);
    if (checked) next.add(partnerCardId);
    else next.delete(partnerCardId);
    setSelected(next);
    if (checked && atCardLimit(next.size, manualCard !== null, maxCardsPerSubmission))
      statusToast("warning", copy.max);
  }

  async function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    setTermsTouched(true);
    setValidateSignal((n) => n + 1);
    setFormError(null);
    if (!termsAccepted || !hasCardData) return;
    setBusy(true);
    const creditCards: CardSubmission["creditCards"] = [
      ...cards
        .filter((card) => selected.has(card.partnerCardId))
        .map(({ partnerCardId, lastFour, cardType }) => ({ partnerCardId, lastFour, cardType })),
      ...(manualCard ? [manualCard] : []),
    ].filter((card) => card.lastFour !== "");
    try {
      const registration = await linkCards({
        creditCards,
        directFileFeedOptIn,
        gRecaptchaResponse: await humanCheck(),
      });
      const result = registrationOutcome(registration);
      statusToast(result.kind, copy[result.overall]);
      if (result.overall !== "none" && onLinked) {
        setBusy(false);
        onLinked(result);
        return;
      }
      if (result.overall !== "none") {
        writeStored(
          "cardRegistrationSuccess",
          JSON.stringify({ succeeded: result.succeeded, failed: result.failed }),
        );
        router.push("/card_added");
        return;
      }
      setOutcome(result);
    } catch (error) {
      if (isUnauthorized(error)) {
        toLogin();
        return;
      }
      setFormError(copy.general);
    }
    setBusy(false);
  }

  if (memberState.status !== "member")
    return (
      <p role="status" className="text-muted py-6">
        Do not refresh, loading more content.
      </p>
    );

  return (
    <form
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      className="flex flex-col gap-4"
      aria-busy={busy}
    >
      <p className="text-muted text-sm">* Required field</p>
      {hasPartnerLoadedCards ? (
        <PartnerCardList state={partnerCards} selected={selected} atLimit={atLimit} onToggle={toggle} />
      ) : null}
      <div className="rounded-2xl border border-black/10 p-4">
        <h2 className="font-bold">{cards.length > 0 ? "Or add another card" : "Your card"}</h2>
        <p className="text-muted text-sm">
          Your number goes straight to our secure card service, encrypted. Debit cards earn too: pay with them
          as credit, without your PIN.
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
      <CheckboxField
        id="add-card-feed"
        name="directFileFeedOptIn"
        label={copy.directFileFeedLabel}
        checked={directFileFeedOptIn}
        onChange={(event) => {
          setDirectFileFeedOptIn(event.target.checked);
        }}
      />
      <CheckboxField
        id="add-card-terms"
        name="termsAccepted"
        label={copy.termsLabel}
        required
        checked={termsAccepted}
        error={termsError}
        onChange={(event) => {
          setTermsAccepted(event.target.checked);
          setTermsTouched(true);
        }}
      />
      {outcome ? <CardResults outcome={outcome} /> : null}
      <div role="alert" className="empty:hidden">
        {formError ? (
          <p className="rounded-lg border-2 border-red-700 bg-red-50 p-3 font-bold text-red-800">
            {formError}
          </p>
        ) : null}
      </div>
      <SubmitButton
        busy={busy}
        label="Link card"
        busyLabel="Do not refresh."
        disabled={!termsAccepted || !hasCardData}
      />
    </form>
  );
}
