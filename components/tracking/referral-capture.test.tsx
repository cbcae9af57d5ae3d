// @vitest-environment jsdom
import { render, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ReferralCapture } from "./referral-capture";

vi.mock("next/navigation", () => ({ usePathname: () => window.location.pathname }));

function clearCookies() {
  for (const part of document.cookie.split(";")) {
    const name = part.split("=")[0]?.trim();
    if (name) document.cookie = `${name}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
  }
}

describe("ReferralCapture", () => {
  beforeEach(clearCookies);
  afterEach(() => {
    clearCookies();
    window.history.replaceState(null, "", "/");
  });

  it("remembers the referral values of any landing page, the known visitor's public id too", async () => {
    window.history.replaceState(
      null,
      "",
      "/merchants/1001?utm_source=mail&utm_campaign=spring&referrer=harbor-friend&source=app&public_id=harbor-known1",
    );
    render(<ReferralCapture />);
    // The checking code loads on demand (only a URL with a query needs it).
    await waitFor(() => {
      expect(document.cookie).toContain("rewards_ref_utmSource=mail");
    });
    expect(document.cookie).toContain("rewards_ref_utmCampaign=spring");
    expect(document.cookie).toContain("rewards_ref_referrer=harbor-friend");
    expect(document.cookie).toContain("rewards_ref_source=app");
    expect(document.cookie).toContain("rewards_ref_publicId=harbor-known1");
  });

  it("keeps what an earlier landing remembered when a later page has no referral values", async () => {
    window.history.replaceState(null, "", "/?utm_medium=email");
    const { unmount } = render(<ReferralCapture />);
    await waitFor(() => {
      expect(document.cookie).toContain("rewards_ref_utmMedium=email");
    });
    unmount();
    window.history.replaceState(null, "", "/search");
    render(<ReferralCapture />);
    expect(document.cookie).toContain("rewards_ref_utmMedium=email");
  });
});
