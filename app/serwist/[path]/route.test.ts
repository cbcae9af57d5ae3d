import { afterEach, describe, expect, it, vi } from "vitest";
import type * as RouteModule from "./route";

type Route = typeof RouteModule;

/** The route as a production build loads it (NODE_ENV is read when the module is loaded). */
async function productionRoute(): Promise<Route> {
  vi.stubEnv("NODE_ENV", "production");
  vi.resetModules();
  return import("./route");
}

const serve = (route: Route, path: string) =>
  route.GET(new Request(`http://localhost/serwist/${path}`), { params: Promise.resolve({ path }) });

describe("the service worker route in production", () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  // Without a Cache-Control of its own, Next gives the prerendered route s-maxage=31536000.
  it("serves sw.js with no-cache, so no shared cache pins an old worker, and keeps its scope", async () => {
    const route = await productionRoute();
    const response = await serve(route, "sw.js");
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-cache");
    expect(response.headers.get("service-worker-allowed")).toBe("/");
    expect(response.headers.get("content-type")).toMatch(/javascript/);
    const source = await response.text();
    expect(source.length).toBeGreaterThan(1000);
    // No pointer to a map the build does not serve.
    expect(source).not.toContain("sourceMappingURL");
  });

  it("prerenders sw.js only: no source map is served (dynamicParams is off, so it is a 404)", async () => {
    const route = await productionRoute();
    expect(route.dynamicParams).toBe(false);
    expect(await route.generateStaticParams()).toEqual([{ path: "sw.js" }]);
    expect((await serve(route, "sw.js.map")).status).toBe(404);
  });
});
