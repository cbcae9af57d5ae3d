import { describe, expect, it } from "vitest";
import { allPartners } from "@/partners/registry";
import { pngSize } from "@/tests/support/png-size";
import { brandIcons, type BrandIconName } from "./brand-icons";
import { brandIconResponse, previewImageResponse } from "./image-responses";

const [partner] = allPartners();
if (!partner) throw new Error("no partner");
const config = partner.effective;

async function png(response: Response) {
  expect(response.headers.get("content-type")).toBe("image/png");
  return pngSize(new Uint8Array(await response.arrayBuffer()));
}

describe("preview and icon images", () => {
  it("draws a 1200x630 PNG link preview with text and emoji, fetching nothing", async () => {
    const fetched: string[] = [];
    const realFetch = globalThis.fetch;
    // Satori loads its own WebAssembly from a data: URL; anything else would leave the machine.
    globalThis.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
      const url = input instanceof Request ? input.url : String(input);
      if (url.startsWith("data:")) return realFetch(input, init);
      fetched.push(url);
      return Promise.reject(new Error("offline"));
    };
    try {
      const response = await previewImageResponse(
        config,
        {
          title: "Café Dvořák 🍣 – 東京",
          lines: ["Sushi", "Chicago, IL"],
          highlight: "Earn 5 points per $1",
        },
        3600,
      );
      expect(await png(response)).toEqual({ width: 1200, height: 630 });
      expect(response.headers.get("cache-control")).toContain("max-age=3600");
    } finally {
      globalThis.fetch = realFetch;
    }
    expect(fetched).toEqual([]);
  });

  it.each(Object.keys(brandIcons) as BrandIconName[])("draws %s at its size", async (name) => {
    const { size } = brandIcons[name];
    expect(await png(await brandIconResponse(config, name))).toEqual({ width: size, height: size });
  });
});
