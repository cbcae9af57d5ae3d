// @vitest-environment jsdom
import { fireEvent, render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { polyfillDialog } from "@/tests/support/dialog-polyfill";
import { MobileMenu } from "./mobile-menu";
import { mobileMenuFooterLinks, type ShellPartner } from "./nav-model";

polyfillDialog();

const partner: ShellPartner = {
  name: "Example Dining",
  shortCode: "EXD",
  shortName: "Example",
  logoUrl: "/",
  enrollmentType: "direct",
  homeIsDiscover: false,
  reservations: false,
};

const navLinks = [
  { text_mobile: "Find restaurants", text_desktop: "Find Restaurants", url: "/search" },
  { text_mobile: "How it works", text_desktop: "How It Works", url: "/how-it-works" },
];

const footerLinks = {
  primary: [
    { text: "Find restaurants", url: "/search" },
    { text: "How it works", url: "/how-it-works" },
    { text: "FAQ", url: "/faq" },
  ],
  secondary: [
    { text: "Terms of use", url: "/earn/terms" },
    { text: "FAQ", url: "/faq" },
  ],
};

describe("mobileMenuFooterLinks", () => {
  it("leaves out the pages the nav links already lead to, and repeats no page", () => {
    expect(mobileMenuFooterLinks(navLinks, footerLinks).map((link) => link.url)).toEqual([
      "/faq",
      "/earn/terms",
    ]);
  });
});

describe("MobileMenu", () => {
  it("says whether it is open, and lists each page once", async () => {
    render(
      <MobileMenu
        partner={partner}
        navLinks={navLinks}
        footerLinks={footerLinks}
        memberState={{ status: "anonymous" }}
      />,
    );
    const button = screen.getByRole("button", { name: "Open menu" });
    expect(button.getAttribute("aria-expanded")).toBe("false");
    fireEvent.click(button);
    expect(button.getAttribute("aria-expanded")).toBe("true");

    // The dialog's code loads on demand: it is in once the button has been pressed.
    const menu = await screen.findByRole("dialog", { name: "Menu" });
    const hrefs = within(menu)
      .getAllByRole("link")
      .map((link) => link.getAttribute("href"));
    expect(hrefs).toEqual(["/join", "/login", "/search", "/how-it-works", "/faq", "/earn/terms"]);
  });
});
