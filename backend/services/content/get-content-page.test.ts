import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getContentPage } from "./get-content-page";

// The partner's own content service, as its cmsRoute names it: a stub on a free local port.
const requests: { url: string; host: string | undefined }[] = [];
let server: Server;
let origin = "";

beforeAll(async () => {
  server = createServer((request, response) => {
    requests.push({
      url: request.url ?? "",
      host: request.headers["x-forwarded-host"] as string | undefined,
    });
    response.setHeader("content-type", "application/json");
    response.end(JSON.stringify({ data: [{ slug: "from-cms-route", fields: { title: "Remote copy" } }] }));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${String((server.address() as AddressInfo).port)}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

describe("getContentPage and the partner's cmsRoute", () => {
  it("reads the spec's URL {cms}/api/cms/pages/{name}/?page_size=100 from the partner's cmsRoute", async () => {
    const entries = await getContentPage(
      { code: "harbor", host: "dining.harbor.example", cmsRoute: `${origin}/` },
      "home",
    );
    expect(entries).toEqual([{ slug: "from-cms-route", fields: { title: "Remote copy" } }]);
    expect(requests.at(-1)).toEqual({
      url: "/api/cms/pages/home/?page_size=100",
      host: "dining.harbor.example",
    });
  });

  it("reads the embedded content without a cmsRoute", async () => {
    const before = requests.length;
    const entries = await getContentPage(
      { code: "harbor", host: "dining.harbor.example", cmsRoute: "" },
      "home",
    );
    expect(entries.length).toBeGreaterThan(0);
    expect(entries.some((entry) => entry.slug === "from-cms-route")).toBe(false);
    expect(requests.length).toBe(before);
  });
});
