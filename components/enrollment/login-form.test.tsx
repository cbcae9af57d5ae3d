// @vitest-environment jsdom
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { delay, http, HttpResponse } from "msw";
import { afterEach, describe, expect, it, vi } from "vitest";
import { loadingText } from "@/shared/constants";
import { componentNetwork } from "@/tests/support/component-network";
import { humanCheckAnswer, humanCheckChallenge } from "@/tests/support/human-check";
import { demoMemberAccount } from "@/tests/support/member-account-fixture";
import { loadLoginCopy } from "@/lib/server/content/login-copy";
import { getPartner } from "@/partners/registry";
import type { LoginCopy } from "@/shared/contracts/copy/login";
import { LoginForm } from "./login-form";

vi.mock("@/lib/client/browser/solve-altcha-in-workers", () => import("@/tests/support/human-check"));

const navigatedTo = vi.hoisted(() => [] as string[]);
vi.mock("@/lib/client/browser/navigate", () => ({
  fullPageNavigate: (path: string) => {
    navigatedTo.push(path);
  },
}));

const copy: LoginCopy = {
  required: "Partner says: required.",
  invalidEmail: "Partner says: not an email.",
  credentials: "Partner says: wrong email or password.",
  locked: "Partner says: locked.",
  formErrors: "Partner says: check form for errors.",
  general: "Partner says: something went wrong.",
  tooMany: "Partner says: too many tries.",
};

const signIns: unknown[] = [];
let answer: () => Promise<Response> | Response = () => HttpResponse.json({ member: demoMemberAccount });
componentNetwork(
  http.post("*/api/Members/SignIn", async ({ request }) => {
    signIns.push(await request.json());
    return answer();
  }),
  humanCheckChallenge,
);

/** The locked answer a browser gets that signed in to the account before. */
const passableLock = () =>
  HttpResponse.json(
    { error: "locked", code: "locked", lockedUntil: new Date().toISOString(), passWithHumanCheck: true },
    { status: 403 },
  );

function renderForm() {
  signIns.length = 0;
  render(<LoginForm copy={copy} initialEmail="" />);
  return userEvent.setup();
}

describe("LoginForm", () => {
  it("shows a field's error once it is left, in the partner's words", async () => {
    const user = renderForm();
    const email = screen.getByLabelText(/^Email/);
    await user.type(email, "not-an-email");
    expect(screen.queryByText(copy.invalidEmail)).toBeNull();
    await user.tab();
    expect(await screen.findByText(copy.invalidEmail)).toBeTruthy();
    expect(email.getAttribute("aria-invalid")).toBe("true");
  });

  it("refuses an empty form without a call and focuses the first invalid field", async () => {
    const user = renderForm();
    await user.click(screen.getByRole("button", { name: "Sign in" }));
    expect(await screen.findByText(copy.formErrors)).toBeTruthy();
    expect(screen.getAllByText(copy.required)).toHaveLength(2);
    expect(document.activeElement).toBe(screen.getByLabelText(/^Email/));
    expect(signIns).toHaveLength(0);
  });

  it("shows the partner's wording for refused credentials and for a locked account", async () => {
    const user = renderForm();
    answer = () => HttpResponse.json({ error: "Invalid email or password." }, { status: 401 });
    await user.type(screen.getByLabelText(/^Email/), "Dana@Harbor.example");
    await user.type(screen.getByLabelText(/^Password/), "wrong-password");
    await user.click(screen.getByRole("button", { name: "Sign in" }));
    expect(await screen.findByText(copy.credentials)).toBeTruthy();
    // The contract's output goes out: the address lower-cased, remember-me off.
    expect(signIns[0]).toEqual({
      email: "dana@harbor.example",
      password: "wrong-password",
      rememberMe: false,
    });

    answer = () =>
      HttpResponse.json(
        { error: "locked", code: "locked", lockedUntil: new Date().toISOString() },
        { status: 403 },
      );
    await user.click(screen.getByRole("button", { name: "Sign in" }));
    expect(await screen.findByText(copy.locked)).toBeTruthy();
    expect(screen.getByRole("link", { name: "Reset your password" }).getAttribute("href")).toBe("/recover");
  });

  it("signs in past a lock with a human check where the answer offers this browser one", async () => {
    navigatedTo.length = 0;
    const user = renderForm();
    answer = () => (signIns.length === 1 ? passableLock() : HttpResponse.json({ member: demoMemberAccount }));
    await user.type(screen.getByLabelText(/^Email/), "dana@harbor.example");
    await user.type(screen.getByLabelText(/^Password/), "Harbor-demo-2026");
    await user.click(screen.getByRole("button", { name: "Sign in" }));
    await waitFor(() => {
      expect(navigatedTo).toHaveLength(1);
    });
    const sent = { email: "dana@harbor.example", password: "Harbor-demo-2026", rememberMe: false };
    expect(signIns).toEqual([sent, { ...sent, gRecaptchaResponse: humanCheckAnswer }]);
    navigatedTo.length = 0;
  });

  it("tries the human check once: still locked, it shows the partner's wording", async () => {
    const user = renderForm();
    answer = passableLock;
    await user.type(screen.getByLabelText(/^Email/), "dana@harbor.example");
    await user.type(screen.getByLabelText(/^Password/), "Harbor-demo-2026");
    await user.click(screen.getByRole("button", { name: "Sign in" }));
    expect(await screen.findByText(copy.locked)).toBeTruthy();
    expect(signIns).toHaveLength(2);
  });

  it("sends one call however often the member presses, and says it is working", async () => {
    const user = renderForm();
    answer = async () => {
      await delay(200);
      return HttpResponse.json({ error: "Invalid email or password." }, { status: 401 });
    };
    await user.type(screen.getByLabelText(/^Email/), "dana@harbor.example");
    await user.type(screen.getByLabelText(/^Password/), "Harbor-demo-2026");
    const button = screen.getByRole("button", { name: "Sign in" });
    // Three submits before the first answer (a double click, then Enter).
    const form = button.closest("form");
    if (!form) throw new Error("the button is outside its form");
    fireEvent.submit(form);
    fireEvent.submit(form);
    fireEvent.submit(form);
    expect(await screen.findByRole("button", { name: loadingText })).toBeTruthy();
    await screen.findByText(copy.credentials);
    await waitFor(() => {
      expect(signIns).toHaveLength(1);
    });
  });

  describe("where a signed-in member goes", () => {
    afterEach(() => {
      navigatedTo.length = 0;
      window.localStorage.clear();
      window.sessionStorage.clear();
      window.history.replaceState(null, "", "/");
      vi.restoreAllMocks();
    });

    async function signIn() {
      answer = () => HttpResponse.json({ member: demoMemberAccount });
      const user = renderForm();
      await user.type(screen.getByLabelText(/^Email/), "dana@harbor.example");
      await user.type(screen.getByLabelText(/^Password/), "Harbor-demo-2026");
      await user.click(screen.getByRole("button", { name: "Sign in" }));
      await waitFor(() => {
        expect(navigatedTo).toHaveLength(1);
      });
      return navigatedTo[0];
    }

    it("lands on the account overview, not the marketing home, when nothing else is known", async () => {
      expect(await signIn()).toBe("/account/overview");
    });

    it("goes back to the page it came from on this site", async () => {
      vi.spyOn(document, "referrer", "get").mockReturnValue(
        `${window.location.origin}/search?location=Boston`,
      );
      expect(await signIn()).toBe("/search?location=Boston");
    });

    it("goes to the stored login redirect, and spends it", async () => {
      window.localStorage.setItem("rewards.loginRedirect", "/add_card");
      expect(await signIn()).toBe("/add_card");
      expect(window.localStorage.getItem("rewards.loginRedirect")).toBe("");
    });

    it("goes to the page that sent it (returnUrl) before anything else", async () => {
      window.history.replaceState(null, "", "/login?returnUrl=%2Faccount%2Fmanage_cards");
      vi.spyOn(document, "referrer", "get").mockReturnValue(`${window.location.origin}/search`);
      expect(await signIn()).toBe("/account/manage_cards");
    });
  });

  // The form asks for an email, never a user name (account-center §8 lists the wording
  // "Invalid email or password." among the partner's words; it names a field this form has not).
  it.each(["harbor", "greenleaf"])(
    "%s: refused credentials are named by the fields the form asks for, email and password",
    async (code) => {
      const partner = getPartner(code);
      if (!partner) throw new Error(code);
      signIns.length = 0;
      render(<LoginForm copy={await loadLoginCopy(partner)} initialEmail="" />);
      const user = userEvent.setup();
      answer = () => HttpResponse.json({ error: "Invalid email or password." }, { status: 401 });
      await user.type(screen.getByLabelText(/^Email/), "dana@harbor.example");
      await user.type(screen.getByLabelText(/^Password/), "wrong-password");
      await user.click(screen.getByRole("button", { name: "Sign in" }));
      const refusal = await screen.findByText(/password/i, { selector: "[role=alert] *, [role=alert]" });
      expect(refusal.textContent).toMatch(/\bemail\b/i);
      expect(refusal.textContent).not.toMatch(/user ?name/i);
    },
  );
});
