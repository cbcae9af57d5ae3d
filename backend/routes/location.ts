import "server-only";
import { Hono } from "hono";
import type { DefaultUserLocation } from "@/lib/shared/contracts/default-user-location";
import { env } from "@/lib/server/env";
import type { AppEnv } from "../context";

export const locationRoutes = new Hono<AppEnv>();

// GET /api/DefaultUserLocation – where searches start when the browser gives no position
locationRoutes.get("/DefaultUserLocation", (c) => {
  // No IP-geolocation database ships offline, so the deployment configures its default point.
  const [latitude, longitude] = env().DEFAULT_USER_LOCATION.split(",").map(Number);
  const body: DefaultUserLocation = { latitude: latitude ?? 40.7577, longitude: longitude ?? -73.9857 };
  return c.json(body, 200, { "Cache-Control": "public, max-age=300" });
});
