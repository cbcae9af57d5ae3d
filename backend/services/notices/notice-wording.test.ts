import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { contentFileSchema } from "@/shared/contracts/cms/content-pages";
import { memberNoticesFieldsSchema } from "@/shared/contracts/cms/member-notices";
import { allPartners } from "@/partners/registry";
import { loadNoticeWording } from "./notice-wording";

const mailTokens = /\b(FIRST_NAME|AMOUNT|MERCHANT_NAME|MEAL_DATE|REASON|BONUS|NEXT_YEAR)_1\b/g;
const anyToken = /\b[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)*_\d+\b/;

function ownNotices(code: string) {
  const file = contentFileSchema.parse(
    JSON.parse(readFileSync(`partners/${code}/content/global.json`, "utf8")),
  );
  return memberNoticesFieldsSchema.parse(file.data.find((entry) => entry.slug === "member_notices")?.fields);
}

describe("every partner's member notices", () => {
  it.each(allPartners().map((partner) => partner.effective))(
    "$code words every notice in its own copy, its placeholders expanded but the mail's own",
    async (partner) => {
      const own = ownNotices(partner.code);
      const wording = await loadNoticeWording(partner);
      for (const key of Object.keys(memberNoticesFieldsSchema.shape) as (keyof typeof wording)[]) {
        expect(own[key], key).toBeTruthy();
        expect(wording[key].replace(mailTokens, ""), key).not.toMatch(anyToken);
      }
      expect(`${wording.footer}\n${wording.subject_several}`).toMatch(
        new RegExp(`${partner.name}|${partner.programName}`),
      );
    },
  );
});
