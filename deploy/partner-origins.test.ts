import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { publicOriginVariable } from "@/platform/env";
import { partnerCodes } from "@/partners/registry";

// Production refuses to start without every partner's PUBLIC_ORIGIN_<CODE> (platform/env.ts):
// the compose deployment must pass each one to the app and say so in its example variables.
// `npm run partner:new` adds the lines (scripts/partners/origin-variables.ts).
describe("the compose deployment", () => {
  const compose = readFileSync("deploy/compose.yaml", "utf8");
  const example = readFileSync("deploy/.env.example", "utf8");

  it.each(partnerCodes.map(publicOriginVariable))(
    "passes %s to the app and lists it in .env.example",
    (name) => {
      expect(compose).toContain(`  ${name}: \${${name}:?`);
      expect(example).toMatch(new RegExp(`^${name}=https://`, "m"));
    },
  );
});
