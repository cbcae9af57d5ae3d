import { describe, expect, it } from "vitest";
import { parseEnv } from "./env";

describe("parseEnv", () => {
  it("gives local defaults for an empty environment", () => {
    const env = parseEnv({});
    expect(env.APP_ENV).toBe("local");
    expect(env.DEFAULT_PARTNER).toBe("harbor");
    expect(env.PORT).toBe(3000);
    expect(env.DATA_DIR).toBe(".data");
    expect(env.DATABASE_URL).toBeUndefined();
  });

  it("treats blank values as unset", () => {
    expect(parseEnv({ DATABASE_URL: "", PORT: "" }).PORT).toBe(3000);
  });

  it("names the variable that is wrong", () => {
    expect(() => parseEnv({ APP_ENV: "prod" })).toThrow(/APP_ENV/);
    expect(() => parseEnv({ DATABASE_URL: "not a url" })).toThrow(/DATABASE_URL/);
    expect(() => parseEnv({ SESSION_SECRET: "short" })).toThrow(/SESSION_SECRET/);
  });

  it("requires a session secret in production", () => {
    expect(() => parseEnv({ APP_ENV: "production" })).toThrow(/SESSION_SECRET is required/);
    expect(parseEnv({ APP_ENV: "production", SESSION_SECRET: "x".repeat(32) }).APP_ENV).toBe("production");
  });
});
