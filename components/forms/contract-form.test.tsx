// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { useContractForm } from "./contract-form";
import { FormFrame } from "./form-frame";
import { SubmitButton } from "./submit-button";
import { TextField } from "./text-field";
import { useFormSubmit } from "./use-form-submit";
import { useFieldValue, useTextField } from "./use-form-field";

afterEach(() => {
  cleanup();
});

const required = "This field is required.";
const contract = z.object({
  name: z.string().trim().min(1, required),
  city: z.string().trim().min(1, required),
});
const loadContract = vi.fn(() => Promise.resolve(contract));

/** A two-field form over the contract, showing what it holds and what it last sent. */
function CityForm({ onSend }: { onSend: (values: z.output<typeof contract>) => void }) {
  const form = useContractForm(loadContract, {
    defaultValues: { name: "", city: "" },
    wording: { [required]: "Please fill this in." },
  });
  const name = useTextField(form.control, "name");
  const city = useTextField(form.control, "city");
  const held = useFieldValue(form.control, "city");
  const { onSubmit, busy, formError } = useFormSubmit(form, {
    invalidMessage: "Check the form.",
    failureMessage: () => "Something went wrong.",
    submit: (values) => {
      onSend(values);
      return Promise.resolve("stay");
    },
  });
  return (
    <FormFrame
      busy={busy}
      onSubmit={onSubmit}
      error={formError}
      submit={<SubmitButton busy={busy} label="Send" />}
    >
      <TextField id="name" label="Name" required {...name} />
      <TextField id="city" label="City" required {...city} />
      <output data-testid="held">{held}</output>
    </FormFrame>
  );
}

describe("useContractForm", () => {
  it("loads the contract when the member first focuses one of its fields, not when the form mounts", async () => {
    loadContract.mockClear();
    render(<CityForm onSend={vi.fn()} />);
    // Give a mount-time effect every chance to run: nothing may load yet (Lighthouse TBT,
    // docs/performance.md).
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(loadContract).not.toHaveBeenCalled();
    screen.getByLabelText(/^City/).focus();
    await waitFor(() => {
      expect(loadContract).toHaveBeenCalled();
    });
  });

  it("loads the contract when the member first presses on one of its fields", async () => {
    loadContract.mockClear();
    render(<CityForm onSend={vi.fn()} />);
    await userEvent.setup().pointer({ keys: "[MouseLeft>]", target: screen.getByLabelText(/^Name/) });
    expect(loadContract).toHaveBeenCalled();
  });

  it("says a field's problem in the partner's words once it is left, then on every change after a submit", async () => {
    render(<CityForm onSend={vi.fn()} />);
    const user = userEvent.setup();
    const name = screen.getByLabelText(/^Name/);
    await user.click(name);
    await user.tab();
    expect(await screen.findByText("Please fill this in.")).toBeTruthy();
    expect(name.getAttribute("aria-invalid")).toBe("true");
    // The city was never left: nothing is said about it yet.
    expect(screen.getByLabelText(/^City/).getAttribute("aria-invalid")).toBeNull();

    await user.type(screen.getByLabelText(/^City/), "Boston");
    expect(screen.getByTestId("held").textContent).toBe("Boston");
    await user.click(screen.getByRole("button", { name: "Send" }));
    expect(await screen.findByText("Check the form.")).toBeTruthy();
    expect(document.activeElement).toBe(name);
    await user.type(name, "J");
    await waitFor(() => {
      expect(name.getAttribute("aria-invalid")).toBeNull();
    });
  });

  it("hands the submit the contract's output", async () => {
    const onSend = vi.fn();
    render(<CityForm onSend={onSend} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^Name/), " Jordan ");
    await user.type(screen.getByLabelText(/^City/), "Boston");
    await user.click(screen.getByRole("button", { name: "Send" }));
    await waitFor(() => {
      expect(onSend).toHaveBeenCalledWith({ name: "Jordan", city: "Boston" });
    });
  });
});
