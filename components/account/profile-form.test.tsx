// @vitest-environment jsdom
import { QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { delay, http, HttpResponse } from "msw";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ToastRegion } from "@/components/ui/toast-region";
import { queryClient } from "@/lib/client/query/query-client";
import { loadingText } from "@/shared/constants";
import { formMessages } from "@/shared/contracts/form-messages";
import type { MemberProfile } from "@/shared/contracts/member-update";
import { smsOptInCopy } from "@/shared/copy/sms-opt-in-copy";
import { componentNetwork } from "@/tests/support/component-network";
import { demoMemberAccount } from "@/tests/support/member-account-fixture";
import { profileSaveMessages, type ProfileCopy } from "./profile-copy";
import { ProfileForm } from "./profile-form";
import type { ProfileOptions } from "./profile-values";
import { autocompleteRefusals } from "@/tests/support/autofill-tokens";

vi.mock("next/navigation", () => import("@/tests/support/next-navigation-mock"));

const member: MemberProfile = demoMemberAccount;
const copy: ProfileCopy = {
  zipInvalid: formMessages.zipNotInUs,
  generalError: formMessages.generalApiError,
  serverError: "Partner says: we could not save.",
  smsOptIn: smsOptInCopy("Harbor Hotels"),
  programName: "Harbor Hotels Rewards",
  support: {
    email: { href: "mailto:help@harbor.example", display: "help@harbor.example" },
    phone: { href: "tel:+18000000000", formatted: "1-800-000-0000" },
  },
};
const options: ProfileOptions = {
  namesEditable: true,
  fullAddressRequired: false,
  hasSmsOptIn: true,
  hasSmsOptInV2: false,
  showEmailOptIn: true,
  showPassword: true,
};

const saves: unknown[] = [];
let saveAnswer: () => Promise<Response> | Response = () => HttpResponse.json({ member });
let zipAnswer: (zip: string) => Response = (zip) => HttpResponse.json({ isValid: zip !== "99999" });
componentNetwork(
  http.get("*/api/Members/Validate/Zip", ({ request }) =>
    zipAnswer(new URL(request.url).searchParams.get("zip") ?? ""),
  ),
  http.put("*/api/Member", async ({ request }) => {
    saves.push(await request.json());
    return saveAnswer();
  }),
);
afterEach(() => {
  saves.length = 0;
  saveAnswer = () => HttpResponse.json({ member });
  zipAnswer = (zip) => HttpResponse.json({ isValid: zip !== "99999" });
});

function renderForm() {
  const onSaved = vi.fn<(saved: MemberProfile) => void>();
  const onSignedOut = vi.fn<() => void>();
  render(
    <QueryClientProvider client={queryClient()}>
      <ToastRegion />
      <ProfileForm
        member={member}
        options={options}
        copy={copy}
        onSaved={onSaved}
        onSignedOut={onSignedOut}
      />
    </QueryClientProvider>,
  );
  return { user: userEvent.setup(), onSaved, onSignedOut };
}

const save = () => screen.getByRole("button", { name: "Save changes" });

describe("ProfileForm", () => {
  it("asks for autofill with tokens the HTML standard allows on each field's type", () => {
    renderForm();
    expect(autocompleteRefusals(document.body)).toEqual([]);
  });
  it("words a field's problem as the contract does once the field is left", async () => {
    const { user } = renderForm();
    const phone = screen.getByLabelText(/^Mobile phone/);
    await user.type(phone, "123-456-7890");
    expect(screen.queryByText(formMessages.invalidPhoneProfile)).toBeNull();
    await user.tab();
    expect(await screen.findByText(formMessages.invalidPhoneProfile)).toBeTruthy();
    const zip = screen.getByLabelText(/^ZIP code/);
    await user.clear(zip);
    await user.type(zip, "123");
    await user.tab();
    expect(await screen.findByText("Must be exactly 5 characters.")).toBeTruthy();
    await user.click(save());
    expect(await screen.findByText(profileSaveMessages.checkFields)).toBeTruthy();
    expect(document.activeElement).toBe(phone);
    expect(saves).toHaveLength(0);
  });

  it("asks the server about a new ZIP on leaving it, and will not save one outside the U.S.", async () => {
    const { user } = renderForm();
    const zip = screen.getByLabelText(/^ZIP code/);
    await user.clear(zip);
    await user.type(zip, "99999");
    await user.tab();
    expect(await screen.findByText(formMessages.zipNotInUs)).toBeTruthy();
    await user.click(save());
    expect(await screen.findByText(profileSaveMessages.checkFields)).toBeTruthy();
    expect(document.activeElement).toBe(zip);
    expect(saves).toHaveLength(0);
  });

  it("says nothing changed without a call", async () => {
    const { user } = renderForm();
    await user.click(save());
    expect(await screen.findByText(profileSaveMessages.noChanges)).toBeTruthy();
    expect(saves).toHaveLength(0);
  });

  it("puts the server's field message on its field, read from the spec's [{field, message}] answer", async () => {
    saveAnswer = () =>
      HttpResponse.json([{ field: "city", message: "Server says: no such city." }], { status: 400 });
    const { user, onSaved } = renderForm();
    const city = screen.getByLabelText(/^City/);
    await user.type(city, "Atlantis");
    await user.click(save());
    expect(await screen.findByText("Server says: no such city.")).toBeTruthy();
    expect(city.getAttribute("aria-invalid")).toBe("true");
    expect(document.activeElement).toBe(city);
    expect(screen.getByTestId("profile-error").textContent).toBe(profileSaveMessages.checkFields);
    expect(onSaved).not.toHaveBeenCalled();
  });

  it("explains any other failure at the bottom of the form", async () => {
    saveAnswer = () => HttpResponse.json({ error: "Down" }, { status: 503 });
    const { user } = renderForm();
    await user.type(screen.getByLabelText(/^City/), "Boston");
    await user.click(save());
    expect(await screen.findByText(copy.serverError)).toBeTruthy();
    expect(await screen.findByText(profileSaveMessages.failed)).toBeTruthy();
  });

  it("saves once however often it is submitted, says it is working, and shows what was saved", async () => {
    saveAnswer = async () => {
      await delay(200);
      return HttpResponse.json({
        member: { ...member, firstName: "Dani", phoneNumber: "3125550188", smsOptIn: false },
      });
    };
    const { user, onSaved } = renderForm();
    const firstName = screen.getByLabelText(/^First name/);
    await user.clear(firstName);
    await user.type(firstName, "Dani");
    await user.type(screen.getByLabelText(/^Mobile phone/), "(312) 555 0188");
    const form = save().closest("form");
    if (!form) throw new Error("the button is outside its form");
    fireEvent.submit(form);
    fireEvent.submit(form);
    fireEvent.submit(form);
    expect(await screen.findByRole("button", { name: loadingText })).toBeTruthy();
    expect(await screen.findByText(profileSaveMessages.saved)).toBeTruthy();
    expect(saves).toEqual([{ firstName: "Dani", phoneNumber: "(312) 555 0188" }]);
    expect(onSaved).toHaveBeenCalledTimes(1);
    expect(screen.getByDisplayValue("312-555-0188")).toBe(screen.getByLabelText(/^Mobile phone/));
  });

  it("sends a member whose session ended to sign in again", async () => {
    saveAnswer = () => HttpResponse.json({ error: "Unauthorized" }, { status: 401 });
    const { user, onSignedOut } = renderForm();
    await user.type(screen.getByLabelText(/^City/), "Boston");
    await user.click(save());
    await waitFor(() => {
      expect(onSignedOut).toHaveBeenCalledTimes(1);
    });
  });
});
