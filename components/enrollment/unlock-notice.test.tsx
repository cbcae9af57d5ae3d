// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { resetNavigation } from "@/tests/support/next-navigation-mock";
import { UnlockNotice } from "./unlock-notice";

vi.mock("next/navigation", () => import("@/tests/support/next-navigation-mock"));

describe("UnlockNotice", () => {
  beforeEach(() => {
    resetNavigation();
  });
  afterEach(cleanup);

  it("says the account is open again after the lockout email's link", () => {
    resetNavigation("unlocked=1", "/login");
    render(<UnlockNotice />);
    expect(screen.getByRole("status").textContent).toBe("Your account is unlocked. Sign in below.");
  });

  it("says a spent or expired link changed nothing, and how to sign in now", () => {
    resetNavigation("unlocked=0", "/login");
    render(<UnlockNotice />);
    expect(screen.getByRole("status").textContent).toContain("already used or has expired");
    expect(screen.getByRole("link", { name: "Reset your password" }).getAttribute("href")).toBe("/recover");
  });

  it("shows nothing on a plain visit", () => {
    resetNavigation("", "/login");
    const { container } = render(<UnlockNotice />);
    expect(container.textContent).toBe("");
  });
});
