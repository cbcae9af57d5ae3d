// @vitest-environment jsdom
import { QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { delay, http, HttpResponse } from "msw";
import { afterEach, describe, expect, it, vi } from "vitest";
import { queryClient } from "@/lib/client/query/query-client";
import { loadingText } from "@/shared/constants";
import { formMessages } from "@/shared/contracts/form-messages";
import { componentNetwork } from "@/tests/support/component-network";
import { navigation, resetNavigation } from "@/tests/support/next-navigation-mock";
import { ProspectEmailForm } from "./prospect-email-form";
import { takeProspectEmail } from "./prospect-handoff";

vi.mock("next/navigation", () => import("@/tests/support/next-navigation-mock"));

const checks: string[] = [];
const starts: unknown[] = [];
let checkAnswer: () => Promise<Response> | Response = () => HttpResponse.json({ isValid: true });
componentNetwork(
  http.get("*/api/Members/Validate/Email", async ({ request }) => {
    checks.push(new URL(request.url).searchParams.get("email") ?? "");
    return checkAnswer();
  }),
  http.post("*/api/Members/Prospects/Start", async ({ request }) => {
    starts.push(await request.json());
    return HttpResponse.json({ started: true }, { status: 202 });
  }),
);
afterEach(() => {
  checks.length = 0;
  starts.length = 0;
  checkAnswer = () => HttpResponse.json({ isValid: true });
});

function renderForm() {
  resetNavigation("", "/");
  render(
    <QueryClientProvider client={queryClient()}>
      <ProspectEmailForm heading="Join free" showSignIn />
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

const field = () => screen.getByLabelText("Email address");
const button = () => screen.getByRole("button", { name: "Get started" });

describe("ProspectEmailForm", () => {
  it("says what is wrong with the address once the field is left, and focuses it on submit", async () => {
    const user = renderForm();
    await user.type(field(), "not-an-address");
    expect(screen.queryByText(formMessages.invalidEmail)).toBeNull();
    await user.tab();
    expect(await screen.findByText(formMessages.invalidEmail)).toBeTruthy();
    await user.clear(field());
    await user.click(button());
    expect(await screen.findByText(formMessages.required)).toBeTruthy();
    expect(document.activeElement).toBe(field());
    expect(checks).toHaveLength(0);
  });

  it("starts a prospect for a new address and hands it to /join, trimmed", async () => {
    const user = renderForm();
    await user.type(field(), "  new@harbor.example ");
    await user.tab();
    expect(screen.getByDisplayValue("new@harbor.example")).toBe(field());
    await user.click(button());
    await waitFor(() => {
      expect(navigation.push).toHaveBeenCalledWith("/join");
    });
    expect(checks).toEqual(["new@harbor.example"]);
    expect(starts).toEqual([{ email: "new@harbor.example" }]);
    expect(takeProspectEmail()).toBe("new@harbor.example");
  });

  it("sends a known address to sign in without starting a prospect", async () => {
    checkAnswer = () => HttpResponse.json({ isValid: false });
    const user = renderForm();
    await user.type(field(), "demo@harbor.example");
    await user.click(button());
    await waitFor(() => {
      expect(navigation.push).toHaveBeenCalledWith("/login");
    });
    expect(starts).toHaveLength(0);
  });

  it("puts the server's message for the address on the field", async () => {
    checkAnswer = () =>
      HttpResponse.json(
        { error: "Invalid", fields: { email: "Server says: not this one." } },
        { status: 400 },
      );
    const user = renderForm();
    await user.type(field(), "odd@harbor.example");
    await user.click(button());
    expect(await screen.findByText("Server says: not this one.")).toBeTruthy();
    expect(field().getAttribute("aria-invalid")).toBe("true");
    expect(document.activeElement).toBe(field());
    expect(navigation.push).not.toHaveBeenCalled();
  });

  it("checks once however often it is submitted, and says it is working", async () => {
    checkAnswer = async () => {
      await delay(200);
      return HttpResponse.json({ error: "Down" }, { status: 503 });
    };
    const user = renderForm();
    await user.type(field(), "new@harbor.example");
    const form = button().closest("form");
    if (!form) throw new Error("the button is outside its form");
    fireEvent.submit(form);
    fireEvent.submit(form);
    fireEvent.submit(form);
    expect(await screen.findByRole("button", { name: loadingText })).toBeTruthy();
    expect(await screen.findByText(formMessages.generalApiError)).toBeTruthy();
    expect(checks).toHaveLength(1);
  });
});
