// @vitest-environment jsdom
import { screen } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { describe, expect, it, vi } from "vitest";
import { componentNetwork } from "@/tests/support/component-network";
import { demoMemberAccount } from "@/tests/support/member-account-fixture";
import { freshQueriesPerTest, renderWithQueries, setSessionCookie } from "@/tests/support/query-render";
import { AccountSessionProvider } from "./account-session";
import { OverviewGreeting } from "./overview-greeting";

componentNetwork(http.get("*/api/Member", () => HttpResponse.json(demoMemberAccount)));
freshQueriesPerTest();

async function greeting(joined: string) {
  setSessionCookie(true);
  renderWithQueries(
    <AccountSessionProvider
      value={{ member: { ...demoMemberAccount, joinDate: joined }, signInAgain: vi.fn() }}
    >
      <OverviewGreeting />
    </AccountSessionProvider>,
  );
  return (await screen.findByTestId("overview-greeting")).textContent;
}

describe("OverviewGreeting", () => {
  it("greets a member who has just joined with 'Welcome', not 'Welcome back'", async () => {
    expect(await greeting(new Date().toISOString())).toBe(`Welcome, ${demoMemberAccount.firstName}.`);
  });

  it("welcomes a long-standing member back", async () => {
    expect(await greeting("2024-01-15T00:00:00.000Z")).toBe(`Welcome back, ${demoMemberAccount.firstName}.`);
  });
});
