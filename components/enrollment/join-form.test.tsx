// @vitest-environment jsdom
import { QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import userEvent, { type UserEvent } from "@testing-library/user-event";
import { delay, http, HttpResponse } from "msw";
import { afterEach, describe, expect, it, vi } from "vitest";
import { queryClient } from "@/lib/client/query/query-client";
import { loadingText } from "@/shared/constants";
import { formMessages } from "@/shared/contracts/form-messages";
import { smsOptInCopy } from "@/shared/copy/sms-opt-in-copy";
import { componentNetwork } from "@/tests/support/component-network";
import { polyfillDialog } from "@/tests/support/dialog-polyfill";
import { autocompleteRefusals } from "@/tests/support/autofill-tokens";
import { humanCheckAnswer, humanCheckChallenge } from "@/tests/support/human-check";
import { demoMemberAccount } from "@/tests/support/member-account-fixture";
import { navigation, resetNavigation } from "@/tests/support/next-navigation-mock";
import { JoinForm } from "./join-form";
import { handOffProspectEmail } from "./prospect-handoff";

vi.mock("next/navigation", () => import("@/tests/support/next-navigation-mock"));
vi.mock("@/lib/client/browser/solve-altcha-in-workers", () => import("@/tests/support/human-check"));

polyfillDialog();

const checkForm = "Please check the form: some fields need your attention.";
const signUps: unknown[] = [];
let answer: () => Promise<Response> | Response = () => HttpResponse.json({ member: demoMemberAccount });
componentNetwork(
  humanCheckChallenge,
  http.get("*/api/Member", () => HttpResponse.json(demoMemberAccount)),
  http.post("*/api/Members/Prospects", async ({ request }) => {
    signUps.push(await request.json());
    return answer();
  }),
);
afterEach(() => {
  queryClient().clear();
  signUps.length = 0;
  answer = () => HttpResponse.json({ member: demoMemberAccount });
});

function renderForm() {
  resetNavigation("", "/join");
  render(
    <QueryClientProvider client={queryClient()}>
      <JoinForm
        options={{ hasPPN: true, hasSmsOptInV2: true }}
        partnerNumberLabel="Harbor Hotels Rewards number"
        termsLabel="I agree to the terms"
        generalError="Something went wrong."
        smsOptInCopy={smsOptInCopy("Harbor Hotels")}
        emailOptInCopy={{
          label: "Send me offers by email (optional).",
          unlocks: "Opting in unlocks 5 points per $1.",
        }}
      />
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

async function fillValidForm(user: UserEvent) {
  await user.type(screen.getByLabelText(/^First name/), "Jordan");
  await user.type(screen.getByLabelText(/^Last name/), "Lee");
  await user.type(screen.getByLabelText(/^Email/), "Jordan@Harbor.example");
  await user.type(screen.getByLabelText(/^Password/), "Dining-pass-2026");
  await user.type(screen.getByLabelText(/^Confirm password/), "Dining-pass-2026");
  await user.type(screen.getByLabelText(/^Mobile phone/), "(212) 555-0143");
  await user.type(screen.getByLabelText(/^ZIP code/), "10001");
  await user.click(screen.getByLabelText(/^I agree to the terms/));
}

const submitButton = () => screen.getByRole("button", { name: "Join and continue" });

describe("JoinForm", () => {
  it("asks for autofill with tokens the HTML standard allows on each field's type (the W3C checker refused tel-national on type tel)", () => {
    renderForm();
    expect(autocompleteRefusals(document.body)).toEqual([]);
    expect(screen.getByLabelText(/^Mobile phone/).getAttribute("type")).toBe("tel");
  });
  it("says a field's problem once it is left, and on submit marks every field and focuses the first", async () => {
    const user = renderForm();
    await user.type(screen.getByLabelText(/^Mobile phone/), "123");
    expect(screen.queryByText(formMessages.invalidPhone)).toBeNull();
    await user.tab();
    expect(await screen.findByText(formMessages.invalidPhone)).toBeTruthy();
    await user.click(submitButton());
    expect(await screen.findByText(checkForm)).toBeTruthy();
    expect(screen.getByTestId("join-error").textContent).toBe(checkForm);
    expect(document.activeElement).toBe(screen.getByLabelText(/^First name/));
    expect(screen.getByLabelText(/^ZIP code/).getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByText(formMessages.termsRequired)).toBeTruthy();
    expect(signUps).toHaveLength(0);
    // After a submit every change speaks at once.
    await user.type(screen.getByLabelText(/^First name/), "J");
    expect(screen.getByLabelText(/^First name/).getAttribute("aria-invalid")).toBeNull();
  });

  it("says the passwords differ as soon as the confirmation is left, whatever else is missing", async () => {
    const user = renderForm();
    await user.type(screen.getByLabelText(/^Password/), "Dining-pass-2026");
    await user.type(screen.getByLabelText(/^Confirm password/), "Dining-pass-2027");
    await user.tab();
    expect(await screen.findByText(formMessages.passwordsDoNotMatch)).toBeTruthy();
  });

  it("explains the terms when the box is unticked, and clears the SMS choice with the phone", async () => {
    const user = renderForm();
    const terms = screen.getByLabelText(/^I agree to the terms/);
    await user.click(terms);
    await user.click(terms);
    expect(await screen.findByText(formMessages.termsRequired)).toBeTruthy();

    const sms = screen.getByRole("checkbox", { name: /Text me/ });
    expect(sms).toHaveProperty("disabled", true);
    await user.type(screen.getByLabelText(/^Mobile phone/), "2125550143");
    await user.click(sms);
    await user.click(await screen.findByRole("button", { name: "Yes, text me" }));
    expect(sms).toHaveProperty("checked", true);
    await user.clear(screen.getByLabelText(/^Mobile phone/));
    expect(sms).toHaveProperty("checked", false);
    expect(sms).toHaveProperty("disabled", true);
  });

  it("starts from the home page's email", async () => {
    handOffProspectEmail("new@harbor.example");
    renderForm();
    expect(await screen.findByDisplayValue("new@harbor.example")).toBe(screen.getByLabelText(/^Email/));
  });

  it("puts an address already in use on the email field", async () => {
    answer = () =>
      HttpResponse.json(
        { error: "Invalid request", fields: { email: formMessages.emailInUse } },
        { status: 400 },
      );
    const user = renderForm();
    await fillValidForm(user);
    await user.click(submitButton());
    expect(await screen.findByText(formMessages.emailInUse)).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText(/^Email/));
    expect(screen.getByTestId("join-error").textContent).toBe(checkForm);
    expect(navigation.push).not.toHaveBeenCalled();
  });

  it("signs up once however often it is submitted, says it is working, then goes on to add a card", async () => {
    answer = async () => {
      await delay(200);
      return HttpResponse.json({ member: demoMemberAccount });
    };
    const user = renderForm();
    await fillValidForm(user);
    const form = submitButton().closest("form");
    if (!form) throw new Error("the button is outside its form");
    fireEvent.submit(form);
    fireEvent.submit(form);
    fireEvent.submit(form);
    expect(await screen.findByRole("button", { name: loadingText })).toBeTruthy();
    await waitFor(() => {
      expect(navigation.push).toHaveBeenCalledWith("/add_card");
    });
    expect(signUps).toEqual([
      {
        firstName: "Jordan",
        lastName: "Lee",
        email: "jordan@harbor.example",
        password: "Dining-pass-2026",
        passwordConfirm: "Dining-pass-2026",
        phoneNumber: "2125550143",
        zipCode: "10001",
        termsAccepted: true,
        smsOptInV2: false,
        emailOptIn: false,
        gRecaptchaResponse: humanCheckAnswer,
      },
    ]);
  });

  it("offers email opt-in unticked, saying in the partner's words what it unlocks, and sends the choice", async () => {
    const user = renderForm();
    const optIn = screen.getByLabelText("Send me offers by email (optional).");
    expect(optIn).toHaveProperty("checked", false);
    expect(optIn.getAttribute("aria-describedby")).toContain("join-email-opt-in-hint");
    expect(screen.getByText("Opting in unlocks 5 points per $1.")).toBeTruthy();
    await fillValidForm(user);
    await user.click(optIn);
    await user.click(submitButton());
    await waitFor(() => {
      expect(signUps).toHaveLength(1);
    });
    expect(signUps[0]).toMatchObject({ emailOptIn: true });
  });

  it("shows the password rules before the first attempt", () => {
    renderForm();
    const password = screen.getByLabelText(/^Password/);
    const hint = screen.getByText(/^At least 8 characters/);
    expect(hint.textContent).toContain("Harbor Hotels Rewards number");
    expect(password.getAttribute("aria-describedby")).toContain(hint.id);
  });
});
