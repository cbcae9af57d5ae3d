import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDb } from "@/backend/db/testing";
import type { MapGeography, MapStateDetail } from "@/shared/contracts/map";
import { errorAnswer, testApiOn, Visitor, type TestApi } from "./support";

/** A tile server of its own: a PNG for zoom 3, an error page for anything else. */
function tileServer(): Promise<{ server: Server; template: string; asked: string[] }> {
  const asked: string[] = [];
  const server = createServer((request, response) => {
    asked.push(request.url ?? "");
    if (request.url?.startsWith("/3/")) {
      response.writeHead(200, { "content-type": "image/png" });
      response.end(Buffer.from([0x89, 0x50, 0x4e, 0x47]));
    } else {
      response.writeHead(500, { "content-type": "text/html" });
      response.end("<h1>down</h1>");
    }
  });
  return new Promise((resolve) => {
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as AddressInfo;
      resolve({ server, template: `http://127.0.0.1:${String(port)}/{z}/{x}/{y}.png`, asked });
    });
  });
}

describe("the map's own geography and the tile server through this origin", () => {
  let shipped: TestApi;
  let tiled: TestApi;
  let tiles: Awaited<ReturnType<typeof tileServer>>;
  beforeAll(async () => {
    tiles = await tileServer();
    const db = await createTestDb("pglite");
    shipped = testApiOn(db, { mapTileUrl: "" });
    tiled = testApiOn(db, { mapTileUrl: tiles.template });
  });
  afterAll(async () => {
    tiles.server.close();
    await shipped.close();
  });

  it("answers the country's land, state lines and every state's box, for any cache to keep", async () => {
    const response = await new Visitor(shipped).call("/api/map/geography");
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("public, max-age=86400");
    const body = (await response.json()) as MapGeography;
    expect(body.land.length).toBeGreaterThan(10);
    expect(body.stateLines.length).toBeGreaterThan(10);
    const illinois = body.states.find((state) => state.fips === "17");
    expect(illinois?.name).toBe("Illinois");
    // Chicago lies inside Illinois's box.
    const [west, south, east, north] = illinois?.bbox ?? [0, 0, 0, 0];
    expect(-87.63).toBeGreaterThan(west);
    expect(-87.63).toBeLessThan(east);
    expect(41.88).toBeGreaterThan(south);
    expect(41.88).toBeLessThan(north);
  });

  it("answers one state's county lines and its place names, the largest first", async () => {
    const response = await new Visitor(shipped).call("/api/map/states/17");
    expect(response.status).toBe(200);
    const body = (await response.json()) as MapStateDetail;
    expect(body.countyLines.length).toBeGreaterThan(50);
    expect(body.places[0]?.name).toBe("Chicago");
    const sizes = body.places.map((place) => place.size);
    expect(sizes).toEqual([...sizes].sort((a, b) => b - a));
    expect(new Set(body.places.map((place) => place.name)).size).toBe(body.places.length);
    // An organisation's own ZIP code ("Sbc") is no town.
    expect(body.places.filter((place) => place.size === 1 && place.name.length <= 3)).toEqual([]);
  });

  it("refuses a state it does not know with a clear message", async () => {
    for (const fips of ["99", "3", "abc"]) {
      const response = await new Visitor(shipped).call(`/api/map/states/${fips}`);
      expect(response.status).toBe(400);
      expect((await errorAnswer(response)).fields).toEqual({ fips: "Unknown state" });
    }
  });

  it("has no tiles without a tile server", async () => {
    const response = await new Visitor(shipped).call("/api/map/tiles/3/2/3.png");
    expect(response.status).toBe(404);
  });

  it("passes the tile server's image through, and no error page as a tile", async () => {
    const good = await new Visitor(tiled).call("/api/map/tiles/3/2/3.png");
    expect(good.status).toBe(200);
    expect(good.headers.get("content-type")).toBe("image/png");
    expect(good.headers.get("cache-control")).toBe("public, max-age=86400");
    expect(new Uint8Array(await good.arrayBuffer())).toEqual(new Uint8Array([0x89, 0x50, 0x4e, 0x47]));
    expect(tiles.asked).toContain("/3/2/3.png");
    expect((await new Visitor(tiled).call("/api/map/tiles/4/2/3")).status).toBe(502);
  });

  it("refuses a tile that cannot exist before asking the tile server", async () => {
    const before = tiles.asked.length;
    for (const path of ["3/8/1", "3/1/8", "20/1/1", "3/-1/1", "3/1/1.svg", "z/1/1"]) {
      const response = await new Visitor(tiled).call(`/api/map/tiles/${path}`);
      expect(response.status, path).toBe(400);
    }
    expect(tiles.asked.length).toBe(before);
  });
});
