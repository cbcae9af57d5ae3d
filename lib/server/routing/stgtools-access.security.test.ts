import { describe, expect, it } from "vitest";
import { stgtoolsAccess, stgtoolsCookieValue } from "./stgtools-access";

const token = "t".repeat(40);
const none = { header: undefined, cookie: undefined, queryToken: undefined };

describe("who may open /stgtools", () => {
  it("anyone on a developer's own machine", () => {
    expect(stgtoolsAccess({ appEnv: "local", token: undefined, ...none }).kind).toBe("allow");
  });

  it("no anonymous visitor of a test or staging site, token or not configured", () => {
    expect(stgtoolsAccess({ appEnv: "staging", token: undefined, ...none }).kind).toBe("deny");
    expect(stgtoolsAccess({ appEnv: "test", token, ...none }).kind).toBe("deny");
    expect(stgtoolsAccess({ appEnv: "staging", token, ...none, header: "wrong" }).kind).toBe("deny");
    expect(stgtoolsAccess({ appEnv: "staging", token, ...none, cookie: token }).kind).toBe("deny");
  });

  it("the token's holder, by header, by the cookie ?token= trades for, or by ?token= itself", () => {
    expect(stgtoolsAccess({ appEnv: "staging", token, ...none, header: token }).kind).toBe("allow");
    expect(
      stgtoolsAccess({ appEnv: "staging", token, ...none, cookie: stgtoolsCookieValue(token) }).kind,
    ).toBe("allow");
    expect(stgtoolsAccess({ appEnv: "staging", token, ...none, queryToken: token })).toEqual({
      kind: "exchange",
      cookieValue: stgtoolsCookieValue(token),
    });
  });

  it("never in production, whatever is presented", () => {
    expect(stgtoolsAccess({ appEnv: "production", token, ...none, header: token }).kind).toBe("deny");
  });
});
