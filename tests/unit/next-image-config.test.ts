import { afterEach, describe, expect, it, vi } from "vitest";
import { parseRemoteImageHosts } from "@/shared/images/remote-image-hosts";

afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

async function imagesConfig() {
  const { default: config } = await import("@/next.config");
  if (!config.images) throw new Error("next.config has no images key");
  return config.images;
}

describe("next.config images", () => {
  it("answers AVIF first, then WebP", async () => {
    expect((await imagesConfig()).formats).toEqual(["image/avif", "image/webp"]);
  });

  it("has a width for every breakpoint and for twice the content width", async () => {
    const { deviceSizes = [] } = await imagesConfig();
    for (const width of [451, 661, 861, 1050, 2100]) expect(deviceSizes).toContain(width);
  });

  it("allows exactly the remote hosts the components send to it, over https", async () => {
    expect((await imagesConfig()).remotePatterns).toEqual([]);
    vi.resetModules();
    const value = "images.program.example, CDN.example.net";
    vi.stubEnv("NEXT_PUBLIC_IMAGE_REMOTE_HOSTS", value);
    const patterns = (await imagesConfig()).remotePatterns ?? [];
    expect(patterns).toEqual(
      parseRemoteImageHosts(value).hosts.map((hostname) => ({
        protocol: "https",
        hostname,
        pathname: "/**",
      })),
    );
  });
});
