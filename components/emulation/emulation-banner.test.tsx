// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { afterEach, describe, expect, it, vi } from "vitest";
import { EmulationGuard } from "@/components/overlays/emulation-guard";
import { storedValueKeys } from "@/lib/client/browser/stored-values";
import { componentNetwork } from "@/tests/support/component-network";
import { demoMemberAccount } from "@/tests/support/member-account-fixture";
import { freshQueriesPerTest, renderWithQueries, setSessionCookie } from "@/tests/support/query-render";
import { EmulationBanner } from "./emulation-banner";

const navigate = vi.hoisted(() => vi.fn<(path: string) => void>());
vi.mock("@/lib/client/browser/navigate", () => ({ fullPageNavigate: navigate }));

componentNetwork(http.get("*/api/Member", () => HttpResponse.json(demoMemberAccount)));
freshQueriesPerTest();

const emulationId = "n0nce-0123456789abcdef";
const setMarker = (value: string | null) => {
  document.cookie = value ? `rewards_emulation=${value}; path=/` : "rewards_emulation=; max-age=0; path=/";
};

describe("emulation mode in the browser", () => {
  afterEach(() => {
    setMarker(null);
    navigate.mockReset();
  });

  it("says whose account is being viewed, and stores the emulation id", async () => {
    setSessionCookie(true);
    setMarker(emulationId);
    renderWithQueries(<EmulationBanner />);
    const banner = await screen.findByRole("complementary", { name: "Emulation mode" });
    await vi.waitFor(() => {
      expect(banner.textContent).toContain("Viewing as Dana Rivera");
    });
    expect(banner.textContent).toContain("passwords, email and cards cannot be changed");
    expect(window.localStorage.getItem(storedValueKeys.emulationId)).toBe(emulationId);
  });

  it("shows nothing outside emulation", () => {
    setSessionCookie(true);
    renderWithQueries(<EmulationBanner />);
    expect(screen.queryByTestId("emulation-banner")).toBeNull();
  });

  it("signs an emulated session out when it reaches a window that is not the admin's frame", () => {
    setMarker(emulationId);
    render(<EmulationGuard adminOrigin="https://admin.example" />);
    // jsdom's window is its own top: this is the site opened on its own, not inside the admin tool.
    expect(navigate).toHaveBeenCalledWith("/SignOut");
  });
});
