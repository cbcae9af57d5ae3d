import "server-only";
import { Hono } from "hono";
import {
  mapStateParamsSchema,
  mapTileParamsSchema,
  type MapGeography,
  type MapStateDetail,
} from "@/shared/contracts/map";
import { env } from "@/platform/env";
import type { AppEnv } from "../context";
import { validate } from "../middleware/validate";
import { fetchTile } from "../services/map/fetch-tile";
import { usGeography, usStateDetail } from "../services/map/us-geography";

// Shipped reference data, the same for every visitor and every deployment of a release: a day in
// any cache (decision 0067).
const sharedForADay = { "Cache-Control": "public, max-age=86400" };

export const mapRoutes = new Hono<AppEnv>();

// GET /api/map/geography – the country's land and state lines, for maps without a tile server.
mapRoutes.get("/map/geography", (c) => {
  const body: MapGeography = usGeography();
  return c.json(body, 200, sharedForADay);
});

// GET /api/map/states/{fips} – one state's county lines and place names.
mapRoutes.get("/map/states/:fips", validate("param", mapStateParamsSchema), (c) => {
  const body: MapStateDetail = usStateDetail(c.req.valid("param").fips);
  return c.json(body, 200, sharedForADay);
});

// GET /api/map/tiles/{z}/{x}/{y} – the deployment's tile server (MAP_TILE_URL) through this
// origin: the tile source is a run-time setting, and the page's policy allows images from itself.
mapRoutes.get("/map/tiles/:z/:x/:y", validate("param", mapTileParamsSchema), async (c) => {
  const template = c.get("deps").mapTileUrl ?? env().MAP_TILE_URL;
  if (!template) return c.json({ error: "No tile server is configured" }, 404);
  const tile = await fetchTile(template, c.req.valid("param"));
  if (!tile) return c.json({ error: "The tile server did not answer" }, 502);
  return c.body(tile.body, 200, { "Content-Type": tile.contentType, ...sharedForADay });
});
