import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDbKinds } from "@/backend/db/testing";
import { errorAnswer, createTestApi, Visitor, type TestApi } from "./support";

const event = {
  channel: "web",
  dateTime: "2026-11-22T10:00:00.000Z",
  userAgent: "vitest",
  event: "page_view",
};

describe.each(testDbKinds())("CSRF on %s", (kind) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await createTestApi(kind);
  });
  afterAll(async () => {
    await api.close();
  });

  it("issues an unguessable token bound to a signed visitor cookie, never touching the session", async () => {
    const visitor = new Visitor(api);
    const first = await visitor.csrfToken();
    const second = await visitor.csrfToken();
    expect(first).toMatch(/^[\w-]+\.[\w-]+$/);
    expect(second).not.toBe(first);
    const cookie = visitor.cookie("rewards_csrf") ?? "";
    expect(cookie).toMatch(/^[\w-]+\.[\w-]+$/);
    expect(cookie).not.toContain(first.split(".")[1]);
    expect(visitor.cookie("rewards_session")).toBeUndefined();
  });

  it("refuses a visitor cookie that was not issued by the server", async () => {
    const visitor = new Visitor(api);
    const token = await visitor.csrfToken();
    const [secret] = (visitor.cookie("rewards_csrf") ?? "").split(".");
    visitor.setCookie("rewards_csrf", `${secret ?? ""}.forged`);
    const response = await visitor.call("/api/Impressions", {
      method: "POST",
      json: [event],
      headers: { "X-XSRF-TOKEN": token },
    });
    expect(response.status).toBe(403);
  });

  it("refuses a POST without a token, accepts one with this visitor's token", async () => {
    const visitor = new Visitor(api);
    expect((await visitor.call("/api/Impressions", { method: "POST", json: [event] })).status).toBe(403);
    const token = await visitor.csrfToken();
    const accepted = await visitor.call("/api/Impressions", {
      method: "POST",
      json: [event],
      headers: { "X-XSRF-TOKEN": token },
    });
    expect(accepted.status).toBe(202);
  });

  it("refuses another visitor's token, a tampered one, and a token without the cookie", async () => {
    const alice = new Visitor(api);
    const mallory = new Visitor(api);
    const aliceToken = await alice.csrfToken();
    await mallory.csrfToken();
    const post = (visitor: Visitor, token: string) =>
      visitor.call("/api/Impressions", { method: "POST", json: [event], headers: { "X-XSRF-TOKEN": token } });

    expect((await post(mallory, aliceToken)).status).toBe(403);
    const [salt, mac] = aliceToken.split(".");
    expect((await post(alice, `${salt}.${mac?.slice(0, -2)}xx`)).status).toBe(403);
    expect((await post(alice, `${salt}x.${mac}`)).status).toBe(403);
    expect((await post(new Visitor(api), aliceToken)).status).toBe(403);
    const body = await errorAnswer(await post(mallory, aliceToken));
    expect(body.error).toBe("Invalid or missing CSRF token");
  });

  it("guards PUT and DELETE too, and lets GET through", async () => {
    const visitor = new Visitor(api);
    expect((await visitor.call("/api/Impressions", { method: "PUT", json: [] })).status).toBe(403);
    expect((await visitor.call("/api/Impressions", { method: "DELETE" })).status).toBe(403);
    expect((await visitor.call("/api/feature-flags")).status).toBe(200);
  });

  it("does not accept a token issued on another partner's host", async () => {
    const harbor = new Visitor(api, "harbor.localhost:3000");
    const token = await harbor.csrfToken();
    const skyway = new Visitor(api, "skyway.localhost:3000");
    skyway.setCookie("rewards_csrf", harbor.cookie("rewards_csrf") ?? "");
    const response = await skyway.call("/api/Impressions", {
      method: "POST",
      json: [event],
      headers: { "X-XSRF-TOKEN": token },
    });
    expect(response.status).toBe(403);
  });
});
