// @vitest-environment jsdom
import { QueryClientProvider } from "@tanstack/react-query";
import { act, cleanup, render, screen } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { refreshMember } from "@/lib/client/query/member-query";
import { queryClient } from "@/lib/client/query/query-client";
import { memberAccountSchema } from "@/shared/contracts/member-account";
import { sessionExpiryCookieName } from "@/shared/contracts/sessions";
import { demoMemberAccount } from "@/tests/support/member-account-fixture";
import { useMember } from "./use-member";

const memberCalls: Request[] = [];
let answer: () => Response = () => HttpResponse.json(demoMemberAccount);
const network = setupServer(
  http.get("*/api/Member", ({ request }) => {
    memberCalls.push(request);
    return answer();
  }),
);

function Greeting({ where }: { where: string }) {
  const state = useMember();
  return (
    <p data-testid={where}>{state.status === "member" ? `Hi, ${state.member.firstName}` : state.status}</p>
  );
}

function Page() {
  return (
    <QueryClientProvider client={queryClient()}>
      <Greeting where="navbar" />
      <Greeting where="overview" />
    </QueryClientProvider>
  );
}

function setSessionCookie(expiresAt: number | null): void {
  document.cookie =
    expiresAt === null
      ? `${sessionExpiryCookieName}=; max-age=0; path=/`
      : `${sessionExpiryCookieName}=${String(expiresAt)}; path=/`;
}

beforeAll(() => {
  network.listen({ onUnhandledFrame: "error" });
});
afterEach(() => {
  cleanup();
  network.resetHandlers();
  memberCalls.length = 0;
  answer = () => HttpResponse.json(demoMemberAccount);
  setSessionCookie(null);
  queryClient().clear();
});
afterAll(() => {
  network.close();
});

describe("useMember", () => {
  it("the fixture is what the API answers", () => {
    expect(memberAccountSchema.parse(demoMemberAccount)).toEqual(demoMemberAccount);
  });

  it("asks nothing for a visitor without a session cookie", async () => {
    render(<Page />);
    expect(await screen.findByTestId("navbar")).toHaveProperty("textContent", "anonymous");
    expect(screen.getByTestId("overview").textContent).toBe("anonymous");
    expect(memberCalls).toEqual([]);
  });

  it("shares one request between every component showing the member", async () => {
    setSessionCookie(Date.now() + 60_000);
    render(<Page />);
    expect((await screen.findByText("Hi, Dana", { selector: '[data-testid="navbar"]' })).textContent).toBe(
      "Hi, Dana",
    );
    expect(screen.getByTestId("overview").textContent).toBe("Hi, Dana");
    expect(memberCalls).toHaveLength(1);
  });

  it("treats a past expiry as no session", async () => {
    setSessionCookie(Date.now() - 1);
    render(<Page />);
    expect((await screen.findByTestId("navbar")).textContent).toBe("anonymous");
    expect(memberCalls).toEqual([]);
  });

  it("shows a visitor whose session the server ended (401) as anonymous", async () => {
    setSessionCookie(Date.now() + 60_000);
    answer = () => HttpResponse.json({ error: "Sign in to continue" }, { status: 401 });
    render(<Page />);
    await screen.findByText("anonymous", { selector: '[data-testid="navbar"]' });
    expect(screen.getByTestId("overview").textContent).toBe("anonymous");
  });

  it("refreshMember reads again once for everyone, and every component shows the change", async () => {
    setSessionCookie(Date.now() + 60_000);
    render(<Page />);
    await screen.findByText("Hi, Dana", { selector: '[data-testid="navbar"]' });
    answer = () => HttpResponse.json({ ...demoMemberAccount, firstName: "Dee" });
    await act(async () => {
      await Promise.all([refreshMember(), refreshMember()]);
    });
    // The cache has the new member once the refresh resolves; TanStack Query tells the components
    // on its next scheduler tick, so the screen is awaited rather than read at once.
    await screen.findByText("Hi, Dee", { selector: '[data-testid="navbar"]' });
    expect(screen.getByTestId("overview").textContent).toBe("Hi, Dee");
    expect(memberCalls).toHaveLength(2);
  });
});
