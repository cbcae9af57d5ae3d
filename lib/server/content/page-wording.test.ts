import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { getPartner, partnerCodes, type Partner } from "@/partners/registry";
import { loadSidebar } from "./editorial-copy";
import { partnerPlaceholderValues } from "@/shared/copy/partner-values";
import { expandPlaceholders } from "@/shared/copy/expand-placeholders";
import { loadMerchantNotFoundWording } from "./merchant-not-found-copy";
import { loadMerchantWording } from "./merchant-wording-copy";
import { loadSearchCopy } from "./search-copy";

type Entries = { slug: string; fields: Record<string, string> }[];

/** A content file of the partner, as written. */
function contentFile(code: string, name: string): Entries {
  const file = JSON.parse(
    readFileSync(join(process.cwd(), "partners", code, "content", `${name}.json`), "utf8"),
  ) as {
    data: Entries;
  };
  return file.data;
}

function fieldsOf(code: string, name: string, slug: string): Record<string, string> {
  const entry = contentFile(code, name).find((candidate) => candidate.slug === slug);
  if (!entry) throw new Error(`${code}: no ${name}/${slug}`);
  return entry.fields;
}

function partnerOf(code: string): Partner {
  const partner = getPartner(code);
  if (!partner) throw new Error(code);
  return partner;
}

describe("page wordings come from the partner's copy", () => {
  it.each(partnerCodes)("%s: the location box's help is the partner's search_wording", async (code) => {
    const fields = fieldsOf(code, "global", "search_wording");
    const copy = await loadSearchCopy(partnerOf(code));
    expect(copy.didYouMean).toBe(fields["did_you_mean"]);
    expect(copy.choosePlace).toBe(fields["choose_place"]);
    expect(copy.locationFallback).toBe(fields["location_fallback"]);
    expect(copy.useMyLocation).toBe(fields["use_my_location"]);
    expect(copy.locationFailed).toBe(fields["location_failed"]);
    expect(copy.correctedPlace).toBe(fields["corrected_place"]);
  });

  it.each(partnerCodes)(
    "%s: the merchant page's sections are the partner's merchant_wording",
    async (code) => {
      const fields = fieldsOf(code, "global", "merchant_wording");
      expect(await loadMerchantWording(partnerOf(code))).toEqual({
        location: fields["location"],
        hours: fields["hours"],
        hoursNotListed: fields["hours_not_listed"],
        directions: fields["directions"],
        photos: fields["photos"],
        openNow: fields["open_now"],
        closedNow: fields["closed_now"],
      });
    },
  );

  it.each(partnerCodes)(
    "%s: a removed or unknown restaurant's page is the partner's merchant_not_found",
    async (code) => {
      const partner = partnerOf(code);
      const fields = fieldsOf(code, "global", "merchant_not_found");
      const words = (key: string) =>
        expandPlaceholders(fields[key] ?? "", partnerPlaceholderValues(partner.effective));
      const wording = await loadMerchantNotFoundWording(partner);
      expect(wording).toEqual({
        removedTitle: words("removed_title"),
        removedTagline: words("removed_tagline"),
        unknownTitle: words("unknown_title"),
        unknownTagline: words("unknown_tagline"),
        nearbyHeading: words("nearby_heading"),
        moreNearby: words("more_nearby"),
        searchHeading: words("search_heading"),
        searchLabel: words("search_label"),
        searchButton: words("search_button"),
      });
      // The partner's own words: its name or currency, never a placeholder left over.
      expect(`${wording.removedTitle} ${wording.removedTagline}`).not.toMatch(/PARTNER_|CURRENCY_/);
      expect(wording.removedTagline).toContain("RESTAURANT_NAME");
      expect(wording.nearbyHeading).toContain("PLACE_NAME");
    },
  );

  it.each(partnerCodes)("%s: the search and account sidebars are found by slug", async (code) => {
    const partner = partnerOf(code);
    expect(await loadSidebar(partner, "search")).toBe(fieldsOf(code, "sidebar", "search")["page_text"]);
    expect(await loadSidebar(partner, "account")).toBe(fieldsOf(code, "sidebar", "account")["page_text"]);
    expect(await loadSidebar(partner, "no-such-page")).toBeUndefined();
  });

  it("has a partner whose sidebars are listed in another order, so position cannot stand in for the slug", () => {
    const orders = partnerCodes.map((code) =>
      contentFile(code, "sidebar")
        .map((entry) => entry.slug)
        .join(","),
    );
    expect(new Set(orders).size).toBeGreaterThan(1);
  });
});
