// @vitest-environment jsdom
import { act, cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import {
  contractLoader,
  messages,
  settle,
  SignUpForm,
  type SignUpFormApi,
} from "@/tests/support/contract-form-kit";
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

/** The sign-up form's fields, as the member finds them. */
function fields() {
  return { email: screen.getByLabelText(/^Email/), terms: screen.getByRole("checkbox", { name: /terms/ }) };
}

const shows = (message: string) => screen.queryByText(message) !== null;

describe("useContractForm's timing (the behaviours of decision 0038's store, on react-hook-form)", () => {
  it("says a field's error once it is left, and only that field's, not while it is typed in", async () => {
    const { load } = contractLoader();
    render(<SignUpForm loadContract={load} />);
    const user = userEvent.setup();
    const { email } = fields();
    await user.type(email, "jordan");
    await settle();
    expect(shows(messages.email)).toBe(false);
    await user.click(document.body);
    expect(await screen.findByText(messages.email)).toBeTruthy();
    // The box was never left: nothing is said about it yet.
    expect(shows(messages.terms)).toBe(false);
    // Before a submit a fix shows when the field is left again, not as it is typed.
    await user.type(email, "@harbor.example");
    await settle();
    expect(shows(messages.email)).toBe(true);
    await user.click(document.body);
    await waitFor(() => {
      expect(shows(messages.email)).toBe(false);
    });
  });

  it("after a submit checks every change at once, and no longer on leaving", async () => {
    const { load } = contractLoader();
    render(<SignUpForm loadContract={load} />);
    const user = userEvent.setup();
    const { email, terms } = fields();
    await user.click(screen.getByRole("button", { name: "Join" }));
    expect(await screen.findByText(messages.email)).toBeTruthy();
    expect(shows(messages.terms)).toBe(true);
    await user.type(email, "jordan@harbor.example");
    await waitFor(() => {
      expect(shows(messages.email)).toBe(false);
    });
    await user.clear(email);
    await user.type(email, "jordan");
    expect(await screen.findByText(messages.email)).toBeTruthy();
    await user.click(terms);
    await waitFor(() => {
      expect(shows(messages.terms)).toBe(false);
    });
    // Leaving a field asks the contract nothing more.
    await settle();
    const checks = load.mock.calls.length;
    await user.click(document.body);
    await settle();
    expect(load.mock.calls.length).toBe(checks);
  });

  it("drops a check's answer when the field changed while it ran", async () => {
    const loader = contractLoader();
    render(<SignUpForm loadContract={loader.load} />);
    const user = userEvent.setup();
    const { email } = fields();
    await user.click(email);
    const release = loader.hold();
    await user.click(document.body);
    await user.type(email, "jordan@harbor.example");
    release();
    await settle();
    // The answer was about the empty address, which is no longer there.
    expect(shows(messages.email)).toBe(false);
    expect(email.getAttribute("aria-invalid")).toBeNull();
  });

  it("sets a value as the program without checking it, and its watchers see it", async () => {
    const { load } = contractLoader();
    let form: SignUpFormApi | undefined;
    render(<SignUpForm loadContract={load} onForm={(given) => (form = given)} />);
    act(() => {
      form?.setValue("email", "jordan");
    });
    await settle();
    expect(screen.getByTestId("held").textContent).toBe("jordan");
    expect(fields().email).toHaveProperty("value", "jordan");
    expect(shows(messages.email)).toBe(false);
  });

  it("checks one field on demand, focusing it when asked and invalid", async () => {
    const { load } = contractLoader();
    let form: SignUpFormApi | undefined;
    render(<SignUpForm loadContract={load} onForm={(given) => (form = given)} />);
    let valid: boolean | undefined;
    await act(async () => {
      valid = await form?.trigger("terms", { shouldFocus: true });
    });
    expect(valid).toBe(false);
    expect(shows(messages.terms)).toBe(true);
    expect(shows(messages.email)).toBe(false);
    expect(document.activeElement).toBe(fields().terms);
    await act(async () => {
      form?.setValue("terms", true);
      valid = await form?.trigger("terms");
    });
    expect(valid).toBe(true);
    expect(shows(messages.terms)).toBe(false);
  });

  it("resets to new values: errors cleared, back to checking on leave, checks begun before it dropped", async () => {
    const loader = contractLoader();
    let form: SignUpFormApi | undefined;
    render(<SignUpForm loadContract={loader.load} onForm={(given) => (form = given)} />);
    const user = userEvent.setup();
    const { email } = fields();
    await user.click(screen.getByRole("button", { name: "Join" }));
    expect(await screen.findByText(messages.email)).toBeTruthy();
    // A check of this change is under way when the form starts over.
    const release = loader.hold();
    await user.type(email, "jordan");
    act(() => {
      form?.reset({ email: "saved@harbor.example", terms: true });
    });
    release();
    await settle();
    expect(form?.getValues()).toEqual({ email: "saved@harbor.example", terms: true });
    expect(shows(messages.email)).toBe(false);
    expect(shows(messages.terms)).toBe(false);
    await user.clear(email);
    await user.type(email, "x");
    await settle();
    expect(shows(messages.email)).toBe(false);
    await user.click(document.body);
    expect(await screen.findByText(messages.email)).toBeTruthy();
  });

  it("a submit that resets the form leaves it as if never submitted", async () => {
    const { load } = contractLoader();
    const saved = { email: "jordan@harbor.example", terms: true };
    render(
      <SignUpForm
        loadContract={load}
        defaultValues={saved}
        submit={(_values, form) => {
          form.reset(saved);
          return Promise.resolve("stay");
        }}
      />,
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Join" }));
    await settle();
    const { email } = fields();
    await user.clear(email);
    await user.type(email, "jordan");
    await settle();
    expect(shows(messages.email)).toBe(false);
  });

  it("checks with the latest render's contract and wording", async () => {
    const first = contractLoader();
    const latest = contractLoader();
    const { rerender } = render(
      <SignUpForm loadContract={first.load} wording={{ [messages.email]: "Old words." }} />,
    );
    rerender(<SignUpForm loadContract={latest.load} wording={{ [messages.email]: "Partner's words." }} />);
    const user = userEvent.setup();
    await user.click(fields().email);
    await user.click(document.body);
    expect(await screen.findByText("Partner's words.")).toBeTruthy();
    expect(latest.load).toHaveBeenCalled();
    expect(first.load).not.toHaveBeenCalled();
  });

  it("says nothing on leaving a field when the contract cannot load", async () => {
    const loader = contractLoader();
    loader.breakNext();
    render(<SignUpForm loadContract={loader.load} />);
    const user = userEvent.setup();
    await user.click(fields().email);
    await user.click(document.body);
    await settle();
    expect(loader.load).toHaveBeenCalled();
    expect(shows(messages.email)).toBe(false);
    expect(fields().email.getAttribute("aria-invalid")).toBeNull();
  });
});
