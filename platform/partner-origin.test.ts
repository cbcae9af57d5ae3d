import { beforeEach, describe, expect, it, vi } from "vitest";
import type * as envModule from "@/platform/env";
import { parseEnv, publicOriginVariable, type AppEnv } from "@/platform/env";
import { getPartner, partnerCodes } from "@/partners/registry";
import { partnerOrigin } from "./partner-origin";

// env() reads process.env once per process; each case swaps in its own checked environment.
let current: AppEnv = parseEnv({});
vi.mock("@/platform/env", async (importOriginal) => ({
  ...(await importOriginal<typeof envModule>()),
  env: () => current,
}));

const harbor = getPartner("harbor")?.config;
if (!harbor) throw new Error("harbor");

describe("partnerOrigin", () => {
  beforeEach(() => {
    current = parseEnv({});
  });

  it("fills the template with the partner code and port outside production", () => {
    expect(partnerOrigin(harbor)).toBe("http://harbor.localhost:3000");
    current = parseEnv({ PORT: "3200" });
    expect(partnerOrigin(harbor)).toBe("http://harbor.localhost:3200");
  });

  it("follows a custom template", () => {
    current = parseEnv({ APP_ENV: "staging", PUBLIC_ORIGIN_TEMPLATE: "https://{code}.staging.example" });
    expect(partnerOrigin(harbor)).toBe("https://harbor.staging.example");
  });

  it("uses the partner's configured public origin, which production requires for every partner", () => {
    const production = {
      APP_ENV: "production",
      SESSION_SECRET: "x".repeat(32),
      DIGEST_SECRET: "d".repeat(32),
      DATABASE_URL: "postgres://db.internal/rewards",
      CARD_PRIVATE_KEY_FILE: "/run/secrets/card-key.pem",
      SMTP_URL: "smtp://mail.internal:587",
      PORT: "8080",
      ...Object.fromEntries(
        partnerCodes.map((code) => [publicOriginVariable(code), `https://dining.${code}.example/`]),
      ),
    };
    current = parseEnv(production);
    expect(partnerOrigin(harbor)).toBe("https://dining.harbor.example");
  });

  it("refuses to be read while building, so no prerendered page bakes in a wrong origin", () => {
    current = parseEnv({ APP_ENV: "production", NEXT_PHASE: "phase-production-build" });
    expect(() => partnerOrigin(harbor)).toThrow(/run time/);
  });
});
