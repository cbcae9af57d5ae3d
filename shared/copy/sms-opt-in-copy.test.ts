import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { smsOptInFieldsSchema } from "@/shared/contracts/cms/sms-opt-in";
import { smsOptInCopy } from "./sms-opt-in-copy";

describe("SMS opt-in copy", () => {
  it("names the program and carries the carrier disclosures without partner copy", () => {
    const copy = smsOptInCopy("Harbor Hotels Dining");
    expect(copy.dialogTitle).toContain("Harbor Hotels Dining");
    expect(copy.dialogBody).toContain("Harbor Hotels Dining");
    const terms = copy.dialogTerms.join(" ");
    expect(terms).toMatch(/frequency/i);
    expect(terms).toContain("Msg & data rates may apply.");
    expect(terms).toContain("STOP");
    expect(terms).toContain("HELP");
  });

  it("takes each field the partner words and keeps the default for the rest", () => {
    const fields = smsOptInFieldsSchema.parse({ dialog_title: "Texts from us?", confirm_text: "Agree" });
    const copy = smsOptInCopy("Harbor Hotels Dining", fields);
    expect(copy.dialogTitle).toBe("Texts from us?");
    expect(copy.confirmText).toBe("Agree");
    expect(copy.cancelText).toBe(smsOptInCopy("Harbor Hotels Dining").cancelText);
    expect(copy.dialogTerms).toHaveLength(3);
  });

  it("never shows an empty list of terms", () => {
    expect(smsOptInCopy("X", { dialog_terms: [] }).dialogTerms.length).toBeGreaterThan(0);
  });

  it("rejects empty strings, so the entry is treated as absent rather than blank", () => {
    expect(smsOptInFieldsSchema.safeParse({ cancel_text: "" }).success).toBe(false);
  });
});

describe("partner SMS copy in content", () => {
  it("fits its shape wherever a partner has it", () => {
    const partners = readdirSync("partners", { withFileTypes: true }).filter((entry) => entry.isDirectory());
    for (const partner of partners) {
      const global = JSON.parse(readFileSync(`partners/${partner.name}/content/global.json`, "utf8")) as {
        data: { slug: string; fields: unknown }[];
      };
      const entry = global.data.find((candidate) => candidate.slug === "sms_opt_in");
      if (entry) expect(smsOptInFieldsSchema.safeParse(entry.fields).success, partner.name).toBe(true);
    }
  });
});
