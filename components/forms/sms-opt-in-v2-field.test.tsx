// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { z } from "zod";
import { smsOptInCopy } from "@/shared/copy/sms-opt-in-copy";
import { polyfillDialog } from "@/tests/support/dialog-polyfill";
import { useContractForm } from "./contract-form";
import { SmsOptInV2Field } from "./sms-opt-in-v2-field";
import { useFieldValue } from "./use-form-field";

polyfillDialog();
afterEach(() => {
  cleanup();
});

const copy = smsOptInCopy("Harbor Hotels");
const loadConsentSchema = () => Promise.resolve(z.object({ smsOptIn: z.boolean() }));

/** A form holding only the consent, its value shown so the test reads what the form holds. */
function ConsentForm({ hasPhone }: { hasPhone: boolean }) {
  const form = useContractForm(loadConsentSchema, { defaultValues: { smsOptIn: false } });
  const value = useFieldValue(form.control, "smsOptIn");
  return (
    <form>
      <SmsOptInV2Field id="sms" control={form.control} name="smsOptIn" hasPhone={hasPhone} copy={copy} />
      <output data-testid="held">{String(value)}</output>
    </form>
  );
}

describe("SmsOptInV2Field", () => {
  it("is disabled without a phone", () => {
    render(<ConsentForm hasPhone={false} />);
    expect(screen.getByRole("checkbox", { name: /Text me/ })).toHaveProperty("disabled", true);
    expect(screen.getByText(copy.noPhoneHint)).toBeTruthy();
  });

  it("keeps the tick only when the member confirms, and gives focus back to the box", async () => {
    render(<ConsentForm hasPhone />);
    const user = userEvent.setup();
    const box = screen.getByRole("checkbox", { name: /Text me/ });
    await user.click(box);
    await user.click(screen.getByRole("button", { name: copy.cancelText }));
    expect(screen.getByTestId("held").textContent).toBe("false");
    expect(document.activeElement).toBe(box);

    await user.click(box);
    await user.click(screen.getByRole("button", { name: copy.confirmText }));
    expect(screen.getByTestId("held").textContent).toBe("true");
    expect(box).toHaveProperty("checked", true);

    // Unticking asks nothing.
    await user.click(box);
    expect(screen.getByTestId("held").textContent).toBe("false");
    expect(screen.queryByRole("button", { name: copy.confirmText })).toBeNull();
  });
});
