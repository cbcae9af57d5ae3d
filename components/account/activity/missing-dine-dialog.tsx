"use client";

import { useState } from "react";
import { Modal } from "@/components/ui/modal";
import { MissingDineForm } from "./missing-dine-form";

/**
 * Reviews & History's "Report a missing dine" (decision 0069): a button under the
 * missing-rewards banner opening the report's form in a dialog. Each opening starts a new
 * report (the form, and its answer, leave with the dialog).
 */
export function MissingDineDialog({ currencyPlural }: { currencyPlural: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className="button-secondary min-h-11 self-start px-5"
        onClick={() => {
          setOpen(true);
        }}
      >
        Report a missing dine
      </button>
      <Modal
        open={open}
        onClose={() => {
          setOpen(false);
        }}
        title="Report a missing dine"
        testId="missing-dine-dialog"
      >
        {open ? <MissingDineForm currencyPlural={currencyPlural} /> : null}
      </Modal>
    </>
  );
}
