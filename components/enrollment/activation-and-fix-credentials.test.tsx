// @vitest-environment jsdom
import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { delay, http, HttpResponse } from "msw";
import type { ReactNode } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { queryClient } from "@/lib/client/query/query-client";
import { loadingText } from "@/shared/constants";
import { formMessages } from "@/shared/contracts/form-messages";
import { componentNetwork } from "@/tests/support/component-network";
import { demoMemberAccount } from "@/tests/support/member-account-fixture";
import { navigation, resetNavigation } from "@/tests/support/next-navigation-mock";
import { activationCopySchema } from "@/shared/contracts/cms/activation";
import { ActivationScreen } from "./activation-screen";
import { FixCredentialsForm } from "./fix-credentials-form";

vi.mock("next/navigation", () => import("@/tests/support/next-navigation-mock"));

const copy = activationCopySchema.parse({});
const activations: unknown[] = [];
const emailUpdates: unknown[] = [];
let knownMember: () => Response = () =>
  HttpResponse.json({ publicId: "p-1", tierLevel: 1, active: true, hasWebProfile: true });
let emailAnswer: () => Promise<Response> | Response = () => HttpResponse.json({ member: demoMemberAccount });
componentNetwork(
  http.get("*/api/Member/:publicId", () => knownMember()),
  http.get("*/api/Member", () => HttpResponse.json(demoMemberAccount)),
  http.post("*/api/Member/Activate", async ({ request }) => {
    activations.push(await request.json());
    await delay(100);
    return HttpResponse.json({ publicId: "p-1", tierLevel: 2, active: true, hasWebProfile: true });
  }),
  http.put("*/api/Member/Email", async ({ request }) => {
    emailUpdates.push(await request.json());
    return emailAnswer();
  }),
);
afterEach(() => {
  queryClient().clear();
  activations.length = 0;
  emailUpdates.length = 0;
  knownMember = () => HttpResponse.json({ publicId: "p-1", tierLevel: 1, active: true, hasWebProfile: true });
  emailAnswer = () => HttpResponse.json({ member: demoMemberAccount });
});

function withQueries(children: ReactNode) {
  return <QueryClientProvider client={queryClient()}>{children}</QueryClientProvider>;
}

describe("ActivationScreen", () => {
  it("sends a link without a public id to join with rfr=0, calling nothing", async () => {
    resetNavigation("", "/activate");
    render(withQueries(<ActivationScreen copy={copy} supportPhone="1-800-000-0000" />));
    await waitFor(() => {
      expect(navigation.replace).toHaveBeenCalledWith("/join?rfr=0");
    });
  });

  it("sends an already active member to sign in with rfr=3", async () => {
    knownMember = () =>
      HttpResponse.json({ publicId: "p-1", tierLevel: 2, active: true, hasWebProfile: true });
    resetNavigation("public_id=p-1", "/activate");
    render(withQueries(<ActivationScreen copy={copy} supportPhone="1-800-000-0000" />));
    await waitFor(() => {
      expect(navigation.replace).toHaveBeenCalledWith("/login?rfr=3");
    });
  });

  it("activates a tier-1 member once, however often the button is pressed", async () => {
    resetNavigation("public_id=p-1", "/activate");
    render(withQueries(<ActivationScreen copy={copy} supportPhone="1-800-000-0000" />));
    const user = userEvent.setup();
    const button = await screen.findByRole("button", { name: copy.button_text });
    await user.click(button);
    await user.click(button);
    expect(screen.getByRole("button", { name: loadingText })).toBeTruthy();
    await waitFor(() => {
      expect(navigation.push).toHaveBeenCalledWith("/activate/activated");
    });
    // The link's expiry and signature stay in the httpOnly cookie the server reads (decision 0048).
    expect(activations).toEqual([{ publicId: "p-1" }]);
  });
});

describe("FixCredentialsForm", () => {
  const fixCopy = {
    notice: "Email found on multiple accounts.",
    general: "Something went wrong.",
    success: "Saved.",
  };

  it("puts an address already in use on the email field", async () => {
    emailAnswer = () =>
      HttpResponse.json({ error: "Invalid", fields: { email: formMessages.emailInUse } }, { status: 400 });
    resetNavigation("", "/fix_credentials");
    render(withQueries(<FixCredentialsForm currentEmail="shared@harbor.example" copy={fixCopy} />));
    const user = userEvent.setup();
    const email = screen.getByLabelText(/^New email/);
    await user.type(email, "Taken@Harbor.example");
    await user.click(screen.getByRole("button", { name: "Save new email" }));
    expect(await screen.findByText(formMessages.emailInUse)).toBeTruthy();
    expect(document.activeElement).toBe(email);
    expect(emailUpdates).toEqual([{ email: "taken@harbor.example" }]);
    // The server's message holds until the address changes, then the contract speaks again.
    await user.type(email, "x");
    expect(screen.queryByText(formMessages.emailInUse)).toBeNull();
  });

  it("checks the address with the sign-up's rule before any call", async () => {
    resetNavigation("", "/fix_credentials");
    render(withQueries(<FixCredentialsForm currentEmail="shared@harbor.example" copy={fixCopy} />));
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^New email/), "not-an-address");
    await user.tab();
    expect(await screen.findByText(formMessages.invalidEmail)).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Save new email" }));
    expect(emailUpdates).toHaveLength(0);
  });
});
