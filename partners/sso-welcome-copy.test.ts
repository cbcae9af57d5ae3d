import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { getPartner, partnerCodes } from "./registry";

/** The SSO welcome popup's fields, as each partner's content/popup.json gives them. */
function ssoWelcome(code: string): Record<string, string> | undefined {
  const file = JSON.parse(readFileSync(join(__dirname, code, "content", "popup.json"), "utf8")) as {
    data: { slug: string; fields: Record<string, string> }[];
  };
  return file.data.find((entry) => entry.slug === "sso-welcome")?.fields;
}

describe("the SSO welcome modal's words", () => {
  const ssoPartners = partnerCodes.filter((code) => getPartner(code)?.effective.ruleFlags.oneTimeSsoModal);

  it("exists for the partners that show it", () => {
    expect(ssoPartners.length).toBeGreaterThan(0);
  });

  it.each(ssoPartners)("names %s's program by its one name, in the title and the text", (code) => {
    const programName = getPartner(code)?.effective.programName ?? "";
    const fields = ssoWelcome(code);
    expect(fields?.title).toContain(programName);
    expect(fields?.body_text).toContain(programName);
    // No second name for the same account ("FlyerClub account" beside "Skyway loyalty account").
    const rest = `${fields?.title ?? ""} ${fields?.body_text ?? ""}`.replaceAll(programName, "");
    for (const part of programName.split(" ")) expect(rest).not.toMatch(new RegExp(`\\b${part}\\b`));
  });
});
