// @vitest-environment jsdom
import { QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { delay, http, HttpResponse } from "msw";
import { afterEach, describe, expect, it, vi } from "vitest";
import { queryClient } from "@/lib/client/query/query-client";
import { loadingText } from "@/shared/constants";
import { formMessages } from "@/shared/contracts/form-messages";
import { emailOrPartnerNumberMessage, expiredLinkMessage } from "@/shared/contracts/recover";
import { componentNetwork } from "@/tests/support/component-network";
import { navigation, resetNavigation } from "@/tests/support/next-navigation-mock";
import { RecoverRequestForm } from "./recover-request-form";
import { RecoverUpdateForm } from "./recover-update-form";

vi.mock("next/navigation", () => import("@/tests/support/next-navigation-mock"));

const updates: unknown[] = [];
let linkAnswer: () => Response = () => HttpResponse.json({ valid: true });
let updateAnswer: () => Promise<Response> | Response = () => HttpResponse.json({ updated: true });
componentNetwork(
  http.get("*/api/Members/Recover/Token", () => linkAnswer()),
  http.post("*/api/Members/Recover/Update", async ({ request }) => {
    updates.push(await request.json());
    return updateAnswer();
  }),
);
afterEach(() => {
  queryClient().clear();
  updates.length = 0;
  linkAnswer = () => HttpResponse.json({ valid: true });
  updateAnswer = () => HttpResponse.json({ updated: true });
});

function renderUpdate() {
  // The link's token is in an httpOnly cookie by now (decision 0048): the page's address has none.
  resetNavigation("", "/recover/update");
  render(
    <QueryClientProvider client={queryClient()}>
      <RecoverUpdateForm generalError="Something went wrong." />
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

describe("RecoverRequestForm", () => {
  it("checks the email or partner number when the field is left", async () => {
    resetNavigation("", "/recover");
    render(<RecoverRequestForm generalError="Something went wrong." />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^Email or partner number/), "12");
    await user.tab();
    expect(await screen.findByText(emailOrPartnerNumberMessage)).toBeTruthy();
    await user.clear(screen.getByLabelText(/^Email or partner number/));
    await user.click(screen.getByRole("button", { name: "Send reset link" }));
    expect(await screen.findByText(formMessages.required)).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText(/^Email or partner number/));
  });
});

describe("RecoverUpdateForm", () => {
  it("tells a member with a used link before they type anything", async () => {
    linkAnswer = () => HttpResponse.json({ error: "Gone" }, { status: 410 });
    renderUpdate();
    expect(await screen.findByText(expiredLinkMessage)).toBeTruthy();
    expect(screen.queryByLabelText(/^New password/)).toBeNull();
  });

  it("says when the passwords differ, and sends nothing", async () => {
    const user = renderUpdate();
    await user.type(await screen.findByLabelText(/^New password/), "Harbor-new-2026");
    await user.type(screen.getByLabelText(/^Confirm new password/), "Harbor-new-2027");
    await user.click(screen.getByRole("button", { name: "Change password" }));
    expect(await screen.findByText(formMessages.passwordsDoNotMatch)).toBeTruthy();
    expect(updates).toHaveLength(0);
  });

  it("puts the server's message on the password field, and sends once however often pressed", async () => {
    updateAnswer = async () => {
      await delay(100);
      return HttpResponse.json(
        { error: "Invalid", fields: { password: formMessages.passwordContainsPartnerNumber } },
        { status: 400 },
      );
    };
    const user = renderUpdate();
    await user.type(await screen.findByLabelText(/^New password/), "Harbor-new-2026");
    await user.type(screen.getByLabelText(/^Confirm new password/), "Harbor-new-2026");
    const form = screen.getByRole("button", { name: "Change password" }).closest("form");
    if (!form) throw new Error("no form");
    fireEvent.submit(form);
    fireEvent.submit(form);
    expect(await screen.findByRole("button", { name: loadingText })).toBeTruthy();
    expect(await screen.findByText(formMessages.passwordContainsPartnerNumber)).toBeTruthy();
    expect(screen.getByLabelText(/^New password/).getAttribute("aria-invalid")).toBe("true");
    // No token in the body: the server reads the one the link's arrival put in its cookie.
    expect(updates).toEqual([{ password: "Harbor-new-2026", passwordConfirm: "Harbor-new-2026" }]);
    expect(navigation.push).not.toHaveBeenCalled();
  });

  it("goes on to the success page once the password is changed", async () => {
    const user = renderUpdate();
    await user.type(await screen.findByLabelText(/^New password/), "Harbor-new-2026");
    await user.type(screen.getByLabelText(/^Confirm new password/), "Harbor-new-2026");
    await user.click(screen.getByRole("button", { name: "Change password" }));
    await waitFor(() => {
      expect(navigation.push).toHaveBeenCalledWith("/recover/success");
    });
  });
});
