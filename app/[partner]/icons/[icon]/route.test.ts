import { describe, expect, it } from "vitest";
import { brandIcons } from "@/lib/server/og/brand-icons";
import { pngSize } from "@/tests/support/png-size";
import { GET, generateStaticParams } from "./route";

const get = (icon: string) =>
  GET(new Request(`http://localhost/icons/${icon}`), {
    params: Promise.resolve({ partner: "skyway", icon }),
  });

describe("GET /icons/{name}", () => {
  it.each(Object.entries(brandIcons))("answers %s as a PNG of its size", async (icon, { size }) => {
    const response = await get(icon);
    expect(response.headers.get("content-type")).toBe("image/png");
    expect(pngSize(new Uint8Array(await response.arrayBuffer()))).toEqual({ width: size, height: size });
  });

  it("answers 404 for another name", async () => {
    expect((await get("icon-64.png")).status).toBe(404);
  });

  it("is built ahead for every partner and icon", () => {
    expect(generateStaticParams()).toContainEqual({ partner: "skyway", icon: "apple-touch-icon.png" });
  });
});
