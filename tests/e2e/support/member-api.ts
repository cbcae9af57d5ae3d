import { randomInt } from "node:crypto";
import { request, type APIRequestContext, type APIResponse } from "@playwright/test";

/** A visitor of the site by API (signed in through the real sign-in call, or not), for journeys that set up state. */
export interface MemberApi {
  readonly context: APIRequestContext;
  /** A mutating call with this visitor's CSRF token. */
  send(method: "POST" | "PUT" | "DELETE", path: string, data?: unknown): Promise<APIResponse>;
}

/**
 * A visitor of the partner's site by API, not signed in. Node does not resolve *.localhost, so
 * calls go to loopback with the partner's Host header; each context calls from its own made-up
 * address, so the per-address limits the sign-in and sign-up journeys test are not spent here.
 */
export async function visitorApi(baseURL: string): Promise<MemberApi> {
  const partnerUrl = new URL(baseURL);
  const context = await request.newContext({
    baseURL: `http://127.0.0.1:${partnerUrl.port}`,
    extraHTTPHeaders: {
      host: partnerUrl.host,
      "x-forwarded-for": `198.51.100.${String(randomInt(1, 255))}`,
    },
  });
  const csrfToken = async () =>
    ((await (await context.get("/api/CSRF")).json()) as { csrfToken: string }).csrfToken;
  const send: MemberApi["send"] = async (method, path, data) =>
    context.fetch(path, { method, data, headers: { "x-xsrf-token": await csrfToken() } });
  return { context, send };
}

/** Signs in by API (see visitorApi). */
export async function memberApi(baseURL: string, email: string, password: string): Promise<MemberApi> {
  const api = await visitorApi(baseURL);
  const signedIn = await api.send("POST", "/api/Members/SignIn", { email, password });
  if (!signedIn.ok()) {
    await api.context.dispose();
    throw new Error(`Sign-in as ${email} answered ${String(signedIn.status())}`);
  }
  return api;
}
