import { afterEach, describe, expect, it, vi } from "vitest";
import { createLocalIdentityProvider } from "./local-identity-provider";

afterEach(() => {
  vi.restoreAllMocks();
});

describe("the local identity provider", () => {
  // `npm start` printed oidc-provider's development-adapter warning to every newcomer: the
  // provider's storage is named, so the library has nothing to warn about (decision 0066).
  it("starts without a warning or notice from oidc-provider", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const info = vi.spyOn(console, "info").mockImplementation(() => undefined);
    createLocalIdentityProvider("http://127.0.0.1:47124", [
      {
        clientId: "skyway-dining",
        partnerCode: "skyway",
        programName: "Skyway FlyerClub",
        redirectUri: "http://skyway.localhost:3000/api/sso/callback",
      },
    ]);
    const printed = [...warn.mock.calls, ...info.mock.calls].map((call) => call.map(String).join(" "));
    expect(printed.filter((line) => line.includes("oidc-provider"))).toEqual([]);
  });
});
