// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "@/lib/client/api/http";
import { contractLoader, messages, settle, SignUpForm } from "@/tests/support/contract-form-kit";

afterEach(() => {
  cleanup();
});

const shows = (message: string) => screen.queryByText(message) !== null;

function fields() {
  return { email: screen.getByLabelText(/^Email/), terms: screen.getByRole("checkbox", { name: /terms/ }) };
}

describe("useFormSubmit", () => {
  it("on an invalid submit marks every field, says so and focuses the first invalid field in page order", async () => {
    const { load } = contractLoader();
    const submit = vi.fn(() => Promise.resolve("stay" as const));
    render(<SignUpForm loadContract={load} submit={submit} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Join" }));
    expect(await screen.findByText(messages.invalid)).toBeTruthy();
    expect(shows(messages.email)).toBe(true);
    expect(shows(messages.terms)).toBe(true);
    // The box registered first, the address comes first on the page: the page decides.
    expect(document.activeElement).toBe(fields().email);
    expect(submit).not.toHaveBeenCalled();
  });

  it("focuses a later field when it is the only invalid one", async () => {
    const { load } = contractLoader();
    render(
      <SignUpForm loadContract={load} defaultValues={{ email: "jordan@harbor.example", terms: false }} />,
    );
    await userEvent.setup().click(screen.getByRole("button", { name: "Join" }));
    expect(await screen.findByText(messages.terms)).toBeTruthy();
    expect(document.activeElement).toBe(fields().terms);
  });

  it("hands a valid submit the contract's output and clears every error", async () => {
    const { load } = contractLoader();
    const submit = vi.fn(() => Promise.resolve("stay" as const));
    render(<SignUpForm loadContract={load} submit={submit} />);
    const user = userEvent.setup();
    const { email, terms } = fields();
    await user.click(email);
    await user.click(document.body);
    expect(await screen.findByText(messages.email)).toBeTruthy();
    await user.type(email, "Jordan@Harbor.example");
    await user.click(terms);
    await user.click(screen.getByRole("button", { name: "Join" }));
    await waitFor(() => {
      expect(submit).toHaveBeenCalledWith({ email: "jordan@harbor.example", terms: true }, expect.anything());
    });
    expect(shows(messages.email)).toBe(false);
    expect(shows(messages.invalid)).toBe(false);
  });

  it("puts the server's field messages on their fields with focus, until the field is checked again", async () => {
    const { load } = contractLoader();
    const refusal = new ApiError(400, "Invalid request.", {
      email: "That address is in use.",
      // Not one of the form's fields: left to the form's own message.
      nickname: "Too short.",
    });
    const submit = vi.fn().mockRejectedValueOnce(refusal).mockResolvedValue("stay");
    render(
      <SignUpForm
        loadContract={load}
        defaultValues={{ email: "jordan@harbor.example", terms: true }}
        submit={submit}
      />,
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Join" }));
    expect(await screen.findByText("That address is in use.")).toBeTruthy();
    // One field message landed: the form says to look at the fields.
    expect(shows(messages.fields)).toBe(true);
    expect(shows("Too short.")).toBe(false);
    const { email } = fields();
    expect(document.activeElement).toBe(email);
    expect(email.getAttribute("aria-invalid")).toBe("true");
    await user.clear(email);
    await user.type(email, "lee@harbor.example");
    await waitFor(() => {
      expect(shows("That address is in use.")).toBe(false);
    });
  });

  it("says the form's failure when the contract cannot load to check it", async () => {
    const loader = contractLoader();
    const submit = vi.fn(() => Promise.resolve("stay" as const));
    render(<SignUpForm loadContract={loader.load} submit={submit} />);
    loader.breakNext();
    await userEvent.setup().click(screen.getByRole("button", { name: "Join" }));
    expect(await screen.findByText(messages.failure)).toBeTruthy();
    await settle();
    expect(submit).not.toHaveBeenCalled();
    expect(shows(messages.email)).toBe(false);
    expect(screen.getByRole("button", { name: "Join" })).toHaveProperty("disabled", false);
  });
});
