import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { accountForSessionCookies as AccountForSessionCookies } from "@/lib/server/api/signed-in-account";
import { getPartner, type Partner } from "@/partners/registry";
import { demoMemberAccount } from "@/tests/support/member-account-fixture";

/**
 * With REWARDS_API_URL the account pages ask the remote backend for the member: only the two
 * session cookies go with the call, on the partner's host, and anything but a valid member
 * answer draws nobody.
 */
describe("the signed-in account of a page request, from a remote backend", () => {
  const seen: http.IncomingHttpHeaders[] = [];
  let answer: (response: http.ServerResponse) => void = () => undefined;
  const backend = http.createServer((request, response) => {
    seen.push(request.headers);
    answer(response);
  });
  let accountForSessionCookies: typeof AccountForSessionCookies;
  const previousUrl = process.env.REWARDS_API_URL;
  const harbor = getPartner("harbor") as Partner;

  beforeAll(async () => {
    await new Promise<void>((resolve) => backend.listen(0, "127.0.0.1", resolve));
    process.env.REWARDS_API_URL = `http://127.0.0.1:${String((backend.address() as AddressInfo).port)}`;
    // The environment is read once per process: a fresh module graph reads the remote URL.
    vi.resetModules();
    ({ accountForSessionCookies } = await import("@/lib/server/api/signed-in-account"));
  });
  afterAll(async () => {
    if (previousUrl === undefined) delete process.env.REWARDS_API_URL;
    else process.env.REWARDS_API_URL = previousUrl;
    vi.resetModules();
    await new Promise((resolve) => backend.close(resolve));
  });

  it("forwards only the session cookies, on the partner's host, and answers the member", async () => {
    answer = (response) =>
      response.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(demoMemberAccount));
    const account = await accountForSessionCookies(harbor, {
      sealed: "sealed-value",
      signedOutAt: "1700000000000",
    });
    expect(account).toEqual(demoMemberAccount);
    const headers = seen.at(-1);
    expect(headers?.cookie).toBe("rewards_session=sealed-value; rewards_signed_out_at=1700000000000");
    expect(headers?.["x-forwarded-host"]).toBe(harbor.config.hostnames[0]);
  });

  it("draws nobody for a 401, or for an answer that is not a member", async () => {
    answer = (response) =>
      response.writeHead(401, { "content-type": "application/json" }).end('{"error":"Sign in to continue"}');
    expect(
      await accountForSessionCookies(harbor, { sealed: "sealed-value", signedOutAt: undefined }),
    ).toBeNull();
    answer = (response) =>
      response.writeHead(200, { "content-type": "application/json" }).end('{"firstName":"Dana"}');
    expect(
      await accountForSessionCookies(harbor, { sealed: "sealed-value", signedOutAt: undefined }),
    ).toBeNull();
  });

  it("draws nobody when the backend answers something that is not JSON", async () => {
    answer = (response) =>
      response.writeHead(502, { "content-type": "text/html" }).end("<h1>Bad gateway</h1>");
    expect(
      await accountForSessionCookies(harbor, { sealed: "sealed-value", signedOutAt: undefined }),
    ).toBeNull();
    answer = (response) =>
      response.writeHead(200, { "content-type": "text/html" }).end("<h1>Maintenance</h1>");
    expect(
      await accountForSessionCookies(harbor, { sealed: "sealed-value", signedOutAt: undefined }),
    ).toBeNull();
  });

  it("asks nothing without a session cookie", async () => {
    const calls = seen.length;
    expect(await accountForSessionCookies(harbor, { sealed: undefined, signedOutAt: undefined })).toBeNull();
    expect(seen.length).toBe(calls);
  });
});
