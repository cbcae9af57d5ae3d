import { describe, expect, it } from "vitest";
import { referralLink } from "./referral-link";

describe("referralLink", () => {
  it("points at /join with the campaign tags and the member as referrer", () => {
    const link = new URL(referralLink("https://dining.example", "harbor-demo-member"));
    expect(link.origin + link.pathname).toBe("https://dining.example/join");
    expect(link.searchParams.get("utm_source")).toBe("member_referral");
    expect(link.searchParams.get("utm_medium")).toBe("web");
    expect(link.searchParams.get("utm_campaign")).toBe("refer_a_friend");
    expect(link.searchParams.get("referrer")).toBe("harbor-demo-member");
  });

  it("encodes a public id that is not URL-safe", () => {
    expect(referralLink("http://a.localhost:3000", "a b&c")).toContain("referrer=a+b%26c");
  });
});
