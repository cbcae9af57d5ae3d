import { describe, expect, it } from "vitest";
import { partnerCodes } from "@/partners/registry";
import { parseEnv, publicOriginVariable } from "./env";

describe("parseEnv", () => {
  it("gives local defaults for an empty environment", () => {
    const env = parseEnv({});
    expect(env.APP_ENV).toBe("local");
    expect(env.DEFAULT_PARTNER).toBe("harbor");
    expect(env.PORT).toBe(3000);
    expect(env.DATA_DIR).toBe(".data");
    expect(env.DATABASE_URL).toBeUndefined();
  });

  it("refuses a backend elsewhere without the shared database the pages read", () => {
    expect(() => parseEnv({ REWARDS_API_URL: "http://backend:4000" })).toThrow(
      "REWARDS_API_URL requires DATABASE_URL",
    );
    expect(
      parseEnv({ REWARDS_API_URL: "http://backend:4000", DATABASE_URL: "postgres://db/rewards" })
        .REWARDS_API_URL,
    ).toBe("http://backend:4000");
  });

  it("takes a map tile template only with its three placeholders, over http(s)", () => {
    expect(parseEnv({}).MAP_TILE_URL).toBe("");
    expect(parseEnv({ MAP_TILE_URL: "https://tiles.example/{z}/{x}/{y}.png" }).MAP_TILE_URL).toBe(
      "https://tiles.example/{z}/{x}/{y}.png",
    );
    for (const wrong of ["https://tiles.example/{z}/{x}.png", "file:///tiles/{z}/{x}/{y}.png", "tiles"])
      expect(() => parseEnv({ MAP_TILE_URL: wrong })).toThrow(/MAP_TILE_URL/);
  });

  it("treats blank values as unset", () => {
    expect(parseEnv({ DATABASE_URL: "", PORT: "" }).PORT).toBe(3000);
  });

  it("names the variable that is wrong", () => {
    expect(() => parseEnv({ APP_ENV: "prod" })).toThrow(/APP_ENV/);
    expect(() => parseEnv({ DATABASE_URL: "not a url" })).toThrow(/DATABASE_URL/);
    expect(() => parseEnv({ SESSION_SECRET: "short" })).toThrow(/SESSION_SECRET/);
  });

  it("names every variable production cannot do without", () => {
    const error = (() => {
      try {
        parseEnv({ APP_ENV: "production" });
      } catch (caught) {
        return caught instanceof Error ? caught.message : "";
      }
      return "";
    })();
    for (const name of [
      "DATABASE_URL",
      "SESSION_SECRET",
      "DIGEST_SECRET",
      "CARD_PRIVATE_KEY_PEM",
      "SMTP_URL",
    ]) {
      expect(error).toContain(name);
    }
    for (const code of partnerCodes) expect(error).toContain(publicOriginVariable(code));
  });

  it("starts in production with every requirement set, and reads each partner's origin", () => {
    const production = parseEnv({
      APP_ENV: "production",
      SESSION_SECRET: "x".repeat(32),
      DIGEST_SECRET: "d".repeat(32),
      DATABASE_URL: "postgres://db.internal/rewards",
      CARD_PRIVATE_KEY_PEM: "-----BEGIN PRIVATE KEY-----",
      SMTP_URL: "smtp://mail.internal:587",
      ...Object.fromEntries(
        partnerCodes.map((code) => [publicOriginVariable(code), `https://dining.${code}.example`]),
      ),
    });
    expect(production.APP_ENV).toBe("production");
    expect(production.partnerOrigins.harbor).toBe("https://dining.harbor.example");
  });

  it("names the one variable still missing", () => {
    const complete = {
      APP_ENV: "production",
      SESSION_SECRET: "x".repeat(32),
      DIGEST_SECRET: "d".repeat(32),
      DATABASE_URL: "postgres://db.internal/rewards",
      CARD_PRIVATE_KEY_FILE: "/run/secrets/card-key.pem",
      ...Object.fromEntries(
        partnerCodes.map((code) => [publicOriginVariable(code), `https://dining.${code}.example`]),
      ),
    };
    expect(() => parseEnv(complete)).toThrow("Invalid environment: APP_ENV=production requires SMTP_URL");
  });
});

describe("a rotation of the session secret", () => {
  const secret = (letter: string) => letter.repeat(32);

  it("refuses a window while the stored digests still derive from SESSION_SECRET", () => {
    expect(() => parseEnv({ SESSION_SECRET: secret("b"), SESSION_SECRET_PREVIOUS: secret("a") })).toThrow(
      /SESSION_SECRET_PREVIOUS needs DIGEST_SECRET/,
    );
  });

  it("opens the window once the digests have their own secret", () => {
    const rotating = parseEnv({
      SESSION_SECRET: secret("b"),
      SESSION_SECRET_PREVIOUS: secret("a"),
      DIGEST_SECRET: secret("a"),
    });
    expect(rotating.SESSION_SECRET_PREVIOUS).toBe(secret("a"));
  });

  it("takes 32 characters at least for either new secret", () => {
    expect(() => parseEnv({ DIGEST_SECRET: "short" })).toThrow(/DIGEST_SECRET/);
    expect(() => parseEnv({ SESSION_SECRET_PREVIOUS: "short" })).toThrow(/SESSION_SECRET_PREVIOUS/);
  });

  it("tells an upgraded production deployment what DIGEST_SECRET must be", () => {
    expect(() => parseEnv({ APP_ENV: "production", SESSION_SECRET: secret("x") })).toThrow(
      "DIGEST_SECRET (an existing deployment: its SESSION_SECRET's value)",
    );
  });
});

describe("the build phase", () => {
  const building = { APP_ENV: "production", NEXT_PHASE: "phase-production-build" };

  it("needs no secret, no database and no partner origin to build the production image", () => {
    const env = parseEnv(building);
    expect(env.APP_ENV).toBe("production");
    expect(env.buildPhase).toBe(true);
    expect(env.partnerOrigins).toEqual({});
  });

  it("still refuses a malformed value while building", () => {
    expect(() => parseEnv({ ...building, DATABASE_URL: "not a url" })).toThrow(/DATABASE_URL/);
  });

  it("requires every production setting again when the server starts", () => {
    expect(parseEnv({}).buildPhase).toBe(false);
    expect(() => parseEnv({ APP_ENV: "production", NEXT_PHASE: "phase-production-server" })).toThrow(
      /APP_ENV=production requires DATABASE_URL/,
    );
  });
});

describe("the payment provider's key", () => {
  const production = {
    APP_ENV: "production",
    SESSION_SECRET: "x".repeat(32),
    DIGEST_SECRET: "d".repeat(32),
    DATABASE_URL: "postgres://db.internal/rewards",
    CARD_PRIVATE_KEY_PEM: "-----BEGIN PRIVATE KEY-----",
    SMTP_URL: "smtp://mail.internal:587",
    ...Object.fromEntries(
      partnerCodes.map((code) => [publicOriginVariable(code), `https://dining.${code}.example`]),
    ),
  };

  it("takes a test key outside production and a live key in production", () => {
    expect(
      parseEnv({ NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY: "pk_test_abc123" }).NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY,
    ).toBe("pk_test_abc123");
    expect(
      parseEnv({ ...production, NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY: "pk_live_abc123" })
        .NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY,
    ).toBe("pk_live_abc123");
    expect(parseEnv({}).NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY).toBeUndefined();
  });

  it("refuses a live key outside production and a test key in production", () => {
    expect(() =>
      parseEnv({ APP_ENV: "staging", NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY: "pk_live_abc123" }),
    ).toThrow(
      "NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY is a live key (pk_live_) outside production (APP_ENV=staging)",
    );
    expect(() => parseEnv({ ...production, NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY: "pk_test_abc123" })).toThrow(
      "NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY is a test key (pk_test_) in production",
    );
  });

  it("refuses what is not a publishable key (a secret key above all)", () => {
    expect(() => parseEnv({ NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY: "sk_test_abc123" })).toThrow(
      /NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY must be a pk_test_ or pk_live_ key/,
    );
  });
});

describe("the image optimizer's remote hosts", () => {
  it("reads comma-separated host names, none by default", () => {
    expect(parseEnv({}).NEXT_PUBLIC_IMAGE_REMOTE_HOSTS).toEqual([]);
    expect(
      parseEnv({ NEXT_PUBLIC_IMAGE_REMOTE_HOSTS: "images.program.example, CDN.example.net" })
        .NEXT_PUBLIC_IMAGE_REMOTE_HOSTS,
    ).toEqual(["images.program.example", "cdn.example.net"]);
  });

  it("names the variable and the entry that is not a host name", () => {
    expect(() =>
      parseEnv({ NEXT_PUBLIC_IMAGE_REMOTE_HOSTS: "images.program.example,https://cdn.example" }),
    ).toThrow(/NEXT_PUBLIC_IMAGE_REMOTE_HOSTS.*https:\/\/cdn\.example/);
  });
});
