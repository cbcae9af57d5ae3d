// @vitest-environment jsdom
import { cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { footerFieldsSchema } from "@/shared/contracts/cms/footer";
import { getPartner } from "@/partners/registry";
import { freshQueriesPerTest, renderWithQueries } from "@/tests/support/query-render";
import { SiteFooter } from "./site-footer";

freshQueriesPerTest();
afterEach(cleanup);

const harbor = getPartner("harbor");
if (!harbor) throw new Error("The harbor partner is missing");

describe("the footer's logo chain", () => {
  it("draws each logo in a sized box, lazily (content gives no logo sizes)", () => {
    const fields = footerFieldsSchema.parse({
      logo_chain: [
        { image: "/images/logos/network.svg", alt: "Dining network" },
        { image: "/images/logos/bank.png", alt: "Partner bank" },
      ],
    });
    renderWithQueries(<SiteFooter config={harbor.effective} fields={fields} />);
    for (const name of ["Dining network", "Partner bank"]) {
      const logo = screen.getByRole("img", { name });
      expect(logo.getAttribute("width")).toBe("128");
      expect(logo.getAttribute("height")).toBe("32");
      expect(logo.getAttribute("loading")).toBe("lazy");
      expect(logo.getAttribute("decoding")).toBe("async");
      expect(logo.className).toContain("object-contain");
    }
    // A raster logo on our origin comes through the optimizer at 1x and 2x.
    expect(screen.getByRole("img", { name: "Partner bank" }).getAttribute("srcset")).toMatch(
      /^\/_next\/image\?url=%2Fimages%2Flogos%2Fbank\.png&w=\d+&q=\d+ 1x, .* 2x$/,
    );
  });
});
