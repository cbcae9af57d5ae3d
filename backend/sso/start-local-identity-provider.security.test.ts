import { describe, expect, it, vi } from "vitest";
import type * as envModule from "@/platform/env";

const { appEnv } = vi.hoisted(() => ({ appEnv: { value: "test" } }));
vi.mock("@/platform/env", async (importOriginal) => {
  const actual = await importOriginal<typeof envModule>();
  return {
    ...actual,
    env: () => actual.parseEnv({ ...process.env, APP_ENV: appEnv.value, SSO_LOCAL_PORT: "47123" }),
    isProduction: () => appEnv.value === "production",
  };
});

describe("the local identity provider", () => {
  it("refuses to start in production", async () => {
    appEnv.value = "production";
    const { startLocalIdentityProvider } = await import("./start-local-identity-provider");
    await expect(startLocalIdentityProvider()).rejects.toThrow("never starts in production");
  });

  it("listens on loopback only", async () => {
    const { localIdentityProviderHost } = await import("./start-local-identity-provider");
    expect(localIdentityProviderHost).toBe("127.0.0.1");
  });
});
