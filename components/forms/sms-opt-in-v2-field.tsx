"use client";

import { useEffect, useRef, useState } from "react";
import type { FieldValues } from "react-hook-form";
import { Modal } from "@/components/ui/modal";
import type { SmsOptInCopy } from "@/shared/copy/sms-opt-in-copy";
import { CheckboxField } from "./checkbox-field";
import { useCheckbox, type FieldOf, type FormControl } from "./use-form-field";

/**
 * The SMS opt-in v2 checkbox (account-center §4, §5 Phone), for any form that has a phone:
 * ticking it opens a consent dialog with the carrier disclosures; Cancel, Escape, the close
 * button or a click outside untick it, Confirm keeps it. Unticking needs no confirmation.
 * Without a phone there is no one to text, so the box is disabled. Bound to one of the form's
 * boolean fields (its name is the input's).
 */
export function SmsOptInV2Field<In extends FieldValues>({
  id,
  control,
  name,
  hasPhone,
  copy,
}: {
  id: string;
  control: FormControl<In>;
  name: FieldOf<In, boolean>;
  hasPhone: boolean;
  copy: SmsOptInCopy;
}) {
  const {
    props: { ref: fieldRef, ...box },
    setChecked,
  } = useCheckbox(control, name);
  const checkbox = useRef<HTMLInputElement | null>(null);
  const [confirming, setConfirming] = useState(false);
  const wasConfirming = useRef(false);

  // After the dialog closes, focus goes back to the box whatever closed it: Safari does not
  // focus a clicked checkbox, so the dialog's own focus return may have nowhere to go.
  useEffect(() => {
    if (wasConfirming.current && !confirming) checkbox.current?.focus();
    wasConfirming.current = confirming;
  }, [confirming]);

  const cancel = () => {
    setChecked(false);
    setConfirming(false);
  };

  return (
    <>
      <CheckboxField
        ref={(element) => {
          checkbox.current = element;
          fieldRef(element);
        }}
        id={id}
        label={copy.label}
        hint={hasPhone ? undefined : copy.noPhoneHint}
        disabled={!hasPhone}
        {...box}
        onChange={(event) => {
          // The box shows ticked while the member reads what ticking means.
          box.onChange(event);
          if (event.target.checked) setConfirming(true);
        }}
      />
      <Modal open={confirming} onClose={cancel} title={copy.dialogTitle} testId={`${id}-dialog`}>
        <p className="leading-relaxed">{copy.dialogBody}</p>
        <ul className="bg-brand/5 mt-4 flex flex-col gap-2 rounded-xl border border-black/10 p-4 text-sm">
          {copy.dialogTerms.map((term) => (
            <li key={term} className="flex gap-2.5">
              <span aria-hidden="true" className="bg-brand mt-[0.45rem] size-1.5 shrink-0 rounded-full" />
              <span>{term}</span>
            </li>
          ))}
        </ul>
        <div className="mt-6 flex flex-col gap-3 sm:flex-row">
          <button
            type="button"
            className="button-primary"
            onClick={() => {
              setConfirming(false);
            }}
          >
            {copy.confirmText}
          </button>
          <button type="button" className="button-secondary" onClick={cancel}>
            {copy.cancelText}
          </button>
        </div>
      </Modal>
    </>
  );
}
