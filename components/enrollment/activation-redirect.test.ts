import { describe, expect, it } from "vitest";
import { activationRedirect } from "./activation-redirect";

describe("activation redirects", () => {
  it("sends each known member where the rfr code says", () => {
    expect(activationRedirect(null)).toBe("/join?rfr=1");
    expect(activationRedirect({ tierLevel: 2, active: true, hasWebProfile: false })).toBe("/join?rfr=2");
    expect(activationRedirect({ tierLevel: 2, active: true, hasWebProfile: true })).toBe("/login?rfr=3");
    expect(activationRedirect({ tierLevel: 0, active: false, hasWebProfile: true })).toBe("/login?rfr=4");
  });

  it("keeps a non-activated member here", () => {
    expect(activationRedirect({ tierLevel: 1, active: true, hasWebProfile: true })).toBeNull();
  });
});
