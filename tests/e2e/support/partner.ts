import type { TestInfo } from "@playwright/test";
import { getPartner, type Partner } from "@/partners/registry";

/** The demo partner whose host this Playwright project runs against. */
export function partnerOf(testInfo: TestInfo): Partner {
  const partner = getPartner(testInfo.project.name);
  if (!partner) throw new Error(`No partner for project ${testInfo.project.name}`);
  return partner;
}
