// @vitest-environment jsdom
import { screen } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { componentNetwork } from "@/tests/support/component-network";
import { demoMemberAccount } from "@/tests/support/member-account-fixture";
import { freshQueriesPerTest, renderWithQueries, setSessionCookie } from "@/tests/support/query-render";
import { WelcomeMessage } from "./welcome-message";

let joinDate = new Date().toISOString();
componentNetwork(http.get("*/api/Member", () => HttpResponse.json({ ...demoMemberAccount, joinDate })));
freshQueriesPerTest();

async function welcome(joined: string) {
  joinDate = joined;
  setSessionCookie(true);
  renderWithQueries(<WelcomeMessage />);
  return (await screen.findByTestId("welcome-message")).textContent;
}

describe("WelcomeMessage", () => {
  it("welcomes a member who has just joined, without 'back'", async () => {
    expect(await welcome(new Date().toISOString())).toBe(`Welcome, ${demoMemberAccount.firstName}.`);
  });

  it("welcomes a member who joined long ago back", async () => {
    expect(await welcome("2024-01-15T00:00:00.000Z")).toBe(`Welcome back, ${demoMemberAccount.firstName}.`);
  });
});
