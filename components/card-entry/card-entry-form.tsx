"use client";

import { QueryClientProvider, useQuery } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { acceptedBrandsMessage, checkCardNumber, detectCardType } from "@/shared/cards/card-rules";
import { encryptCardNumber } from "@/shared/cards/encrypt-card-number";
import { cardEncryptionKeyQuery } from "@/lib/client/query/card-key-query";
import { queryClient } from "@/lib/client/query/query-client";
import type { CardTypeCode } from "@/partners/schema";
import { allowedParentOrigins, isValidateRequest, type FrameToParent } from "./frame-messages";

/** The page that framed us, if it is one we may talk to; otherwise nothing is ever sent. */
function parentTarget(): string | null {
  if (window.parent === window) return null;
  const self = window.location.origin;
  // Chromium and Safari name the framing page's origin; Firefox has no ancestorOrigins.
  const location: Partial<Pick<Location, "ancestorOrigins">> = window.location;
  const ancestor = location.ancestorOrigins?.item(0) ?? undefined;
  let candidate = ancestor;
  if (!candidate && document.referrer) {
    try {
      candidate = new URL(document.referrer).origin;
    } catch {
      candidate = undefined;
    }
  }
  candidate ??= self;
  return allowedParentOrigins(self).includes(candidate) ? candidate : null;
}

function post(message: FrameToParent): void {
  const target = parentTarget();
  if (target) window.parent.postMessage(message, target);
}

/** Groups of four (Amex 4-6-5) while typing, as the number reads on the card. */
function grouped(digits: string): string {
  if (detectCardType(digits) === "Amex")
    return [digits.slice(0, 4), digits.slice(4, 10), digits.slice(10, 15)].filter(Boolean).join(" ");
  return (digits.match(/.{1,4}/g) ?? []).join(" ");
}

/**
 * The secure card-entry frame (DESIGN.md Cards, account-center §5): the number is checked here
 * (brand rules and Luhn), encrypted here with the backend's public key, and only the ciphertext,
 * the last four and the brand leave the frame, to an allowed parent page.
 */
export function CardEntryForm({ accepted }: { accepted: readonly CardTypeCode[] }) {
  // The frame is its own document, without the site's shell: it gets the page's one client here.
  return (
    <QueryClientProvider client={queryClient()}>
      <CardNumberField accepted={accepted} />
    </QueryClientProvider>
  );
}

function CardNumberField({ accepted }: { accepted: readonly CardTypeCode[] }) {
  const [value, setValue] = useState("");
  const [showError, setShowError] = useState(false);
  const [encryptError, setEncryptError] = useState(false);
  const key = useQuery(cardEncryptionKeyQuery);
  const cryptoKey = key.data;
  const keyError = key.isError || encryptError;
  const sent = useRef<string | null>(null);
  const check = checkCardNumber(value, accepted);
  const brand = detectCardType(value);

  // The parent enables its form once the frame can encrypt.
  const keyReady = cryptoKey !== undefined;
  useEffect(() => {
    if (keyReady) post({ type: "card-entry:ready" });
  }, [keyReady]);

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (
        event.source !== window.parent ||
        !allowedParentOrigins(window.location.origin).includes(event.origin)
      )
        return;
      if (isValidateRequest(event.data)) setShowError(true);
    };
    window.addEventListener("message", onMessage);
    const observer = new ResizeObserver(() => {
      post({ type: "card-entry:resize", height: Math.min(600, Math.ceil(document.body.scrollHeight)) });
    });
    observer.observe(document.body);
    return () => {
      window.removeEventListener("message", onMessage);
      observer.disconnect();
    };
  }, []);

  // Hand the card over as soon as it is valid, and take it back as soon as it is not.
  const digits = check.valid ? check.digits : null;
  useEffect(() => {
    if (!check.valid) {
      if (sent.current !== null) post({ type: "card-entry:cleared" });
      sent.current = null;
      return;
    }
    if (sent.current === check.digits || !cryptoKey) return;
    const { digits: number, lastFour, cardType } = check;
    let current = true;
    void encryptCardNumber(number, cryptoKey)
      .then((encryptedCardNumber) => {
        if (!current) return;
        sent.current = number;
        post({ type: "card-entry:card", encryptedCardNumber, lastFour, cardType });
      })
      .catch(() => {
        setEncryptError(true);
      });
    return () => {
      current = false;
    };
    // `digits` stands for the whole check result: it changes exactly when the card does.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [digits, cryptoKey]);

  const message = keyError
    ? "Card entry is unavailable right now. Please refresh the page and try again."
    : showError && !check.valid
      ? check.message
      : "";
  return (
    <form
      noValidate
      className="p-1"
      onSubmit={(event) => {
        event.preventDefault();
        setShowError(true);
      }}
    >
      {/* The brand sits beside the label, not inside the field: inside it, it took the room the
          placeholder needs on a 320 px phone. */}
      <div className="flex items-baseline justify-between gap-2">
        <label htmlFor="card-number" className="block font-bold">
          Card number
          <span aria-hidden="true" className="text-red-700">
            {" "}
            *
          </span>
        </label>
        <span className="text-sm font-bold text-neutral-700" data-testid="card-brand">
          {brand ?? ""}
        </span>
      </div>
      <p id="card-number-hint" className="text-sm text-neutral-700">
        {acceptedBrandsMessage(accepted)
          .replace(/^Card must be /, "We accept ")
          .replace(/\.$/, ".")}
      </p>
      <input
        id="card-number"
        name="cardnumber"
        type="text"
        inputMode="numeric"
        autoComplete="cc-number"
        placeholder="1234 5678 9012 3456"
        required
        maxLength={23}
        value={value}
        aria-invalid={message ? true : undefined}
        aria-describedby="card-number-hint card-number-error"
        onChange={(event) => {
          setValue(grouped(event.target.value.replace(/\D/g, "").slice(0, 19)));
        }}
        onBlur={() => {
          setShowError(true);
        }}
        className="mt-1 block min-h-12 w-full min-w-0 rounded-lg border border-neutral-500 bg-white px-3 text-base aria-invalid:border-red-700"
      />
      <p id="card-number-error" className="mt-1 min-h-5 text-sm font-bold text-red-700" aria-live="polite">
        {message}
      </p>
    </form>
  );
}
