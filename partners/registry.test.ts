import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { partnerFolders, registryFile, registrySource } from "../scripts/partner-registry.mjs";
import { allPartners, partnerCodes } from "./registry";

// The registry is the folders in partners/ (docs/decisions/0055): a folder added by hand without
// `npm run partner:new` (or a build) fails here until the generated list is written again.
describe("the partner registry", () => {
  it("is generated from the partner folders as they are", () => {
    expect(readFileSync(registryFile, "utf8"), "run: node scripts/partner-registry.mjs").toBe(
      registrySource(partnerFolders()),
    );
  });

  it("lists exactly the partner folders, each under its folder's name", () => {
    expect([...partnerCodes].sort()).toEqual(partnerFolders());
    expect(allPartners().map((partner) => partner.config.code)).toEqual(partnerFolders());
  });
});
