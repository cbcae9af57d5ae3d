import "server-only";
import { Hono } from "hono";
import { createMiddleware } from "hono/factory";
import { HTTPException } from "hono/http-exception";
import type { FavoritesResponse } from "@/shared/contracts/merchants";
import type { AppEnv } from "../context";
import { memberScope } from "../middleware/require-member";
import { addFavorite } from "../services/favorites/add-favorite";
import { listFavorites } from "../services/favorites/list-favorites";
import { removeFavorite } from "../services/favorites/remove-favorite";
import { memberRoute } from "../middleware/stacks";

export const favoriteRoutes = new Hono<AppEnv>();

/** Favourites exist only for partners with hasMerchantFavorites; elsewhere the calls are not there. */
const favoritesEnabled = createMiddleware<AppEnv>(async (c, next) => {
  if (!c.get("partner").effective.hasMerchantFavorites)
    throw new HTTPException(404, { message: "Not Found" });
  await next();
});

// GET /api/Member/Favorites – the signed-in member's favourite merchant ids
favoriteRoutes.get("/Member/Favorites", favoritesEnabled, memberRoute, async (c) => {
  return c.json((await listFavorites(c.get("db"), memberScope(c))) satisfies FavoritesResponse);
});

// PUT /api/Member/Favorites/{merchantId} – add a favourite (idempotent); 404 for an unknown merchant
favoriteRoutes.put("/Member/Favorites/:merchantId", favoritesEnabled, memberRoute, async (c) => {
  const body = await addFavorite(c.get("db"), { ...memberScope(c), merchantId: c.req.param("merchantId") });
  if (!body) throw new HTTPException(404, { message: "Merchant not found" });
  return c.json(body satisfies FavoritesResponse);
});

// DELETE /api/Member/Favorites/{merchantId} – remove a favourite (idempotent)
favoriteRoutes.delete("/Member/Favorites/:merchantId", favoritesEnabled, memberRoute, async (c) => {
  const body = await removeFavorite(c.get("db"), {
    ...memberScope(c),
    merchantId: c.req.param("merchantId"),
  });
  return c.json(body satisfies FavoritesResponse);
});
