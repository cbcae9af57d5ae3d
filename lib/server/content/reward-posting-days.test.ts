import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { getPartner, partnerCodes } from "@/partners/registry";
import { loadRecentActivityCopy, loadRewardPostingDays } from "./recent-activity-copy";

/** The partner's missing-reward sidebar text, which also says when rewards post. */
function sidebarText(code: string): string {
  const file = JSON.parse(
    readFileSync(join(process.cwd(), "partners", code, "content", "sidebar.json"), "utf8"),
  ) as { data: { fields: { page_text?: string } }[] };
  return file.data.map((entry) => entry.fields.page_text ?? "").join(" ");
}

describe("when rewards appear, said once", () => {
  it.each(partnerCodes)(
    "%s: the activity page and the sidebars state the one posting value",
    async (code) => {
      const partner = getPartner(code);
      if (!partner) throw new Error(code);
      const days = await loadRewardPostingDays(partner);
      const copy = await loadRecentActivityCopy(partner);
      expect(copy.missingRewards.body).toContain(`within ${String(days)} days`);
      for (const mention of sidebarText(code).matchAll(/within (\d+) days/g))
        expect(Number(mention[1])).toBe(days);
      for (const text of [copy.missingRewards.body, sidebarText(code)])
        expect(text).not.toMatch(/a few days/);
    },
  );
});
