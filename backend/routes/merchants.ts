import "server-only";
import { Hono, type Context } from "hono";
import { HTTPException } from "hono/http-exception";
import type { ApiError } from "@/shared/contracts/errors";
import {
  locationPatternMessage,
  merchantSearchQuerySchema,
  type FlexOffer,
  type MerchantDetail,
  type MerchantSearchResponse,
} from "@/shared/contracts/merchants";
import { merchantReviewsQuerySchema, type MerchantReviewsPage } from "@/shared/contracts/merchant-reviews";
import {
  reservationAvailabilityQuerySchema,
  type ReservationAvailability,
} from "@/shared/contracts/reservations";
import type { AppEnv } from "../context";
import { withDatabaseSlot } from "../middleware/database-slot";
import { validate } from "../middleware/validate";
import { getFlexOffer } from "../services/merchants/get-flex-offer";
import { getMerchantDetail } from "../services/merchants/get-merchant-detail";
import { getReservationAvailability } from "../services/merchants/get-reservation-availability";
import { getViewer } from "../services/merchants/get-viewer";
import { listMerchantReviews } from "../services/merchants/list-merchant-reviews";
import {
  AmbiguousLocationError,
  MissingCoordinatesError,
  UnknownLocationError,
} from "../services/merchants/resolve-search-location";
import { searchMerchants } from "../services/merchants/search-merchants";
import { observeSearch } from "../metrics/registry";
import { memberRoute, publicRoute } from "../middleware/stacks";

export const merchantRoutes = new Hono<AppEnv>();

/** A minute fresh, then up to five more served stale while one request refreshes it. */
const anonymousSearchCaching = "public, s-maxage=60, stale-while-revalidate=300";

function badRequest(error: string, fields: Record<string, string>): HTTPException {
  const body: ApiError = { error, fields };
  return new HTTPException(400, {
    message: error,
    res: new Response(JSON.stringify(body), { status: 400, headers: { "content-type": "application/json" } }),
  });
}

const viewerOf = (c: Context<AppEnv>) =>
  getViewer(c.get("db"), { partnerCode: c.get("partner").config.code, memberId: c.get("session").memberId });

// GET /api/v2/Merchants/Search – merchants near a place, in a map area or everywhere, filtered,
// sorted and paged. Location: "lat,lng", "Current Location" + latitude/longitude, a ZIP code,
// "city, state" or a city name only one state has. With a place and no bounds the radius
// defaults to 25 miles (a metro area's short drive); with bounds the map area decides and
// distances are measured from the place, else from the area's centre. No place: no distance.
merchantRoutes.get(
  "/v2/Merchants/Search",
  validate("query", merchantSearchQuerySchema),
  // Searches are the database's heaviest work: beyond a bounded queue they get a fast 503 with
  // Retry-After instead of waiting without limit (docs/decisions/0062).
  withDatabaseSlot,
  publicRoute,
  async (c) => {
    const query = c.req.valid("query");
    const partner = c.get("partner").effective;
    if (query.favorites) {
      if (!partner.hasMerchantFavorites) {
        throw badRequest("Invalid request", { favorites: "Favourites are not available in this program" });
      }
      if (!c.get("session").memberId) throw new HTTPException(401, { message: "Sign in to continue" });
    }
    const member = await viewerOf(c);
    try {
      const started = performance.now();
      const body = await searchMerchants(c.get("db"), { partnerCode: partner.code, query, member });
      observeSearch((performance.now() - started) / 1000);
      // An anonymous visitor's answer depends on the URL alone, so a CDN may share it for a
      // minute (and serve it stale while it refreshes); a member's carries their favourites.
      // Vary: Cookie keeps a shared cache from handing the anonymous answer to a member.
      if (c.get("session").memberId) {
        c.header("Cache-Control", "private, no-store");
      } else {
        c.header("Cache-Control", anonymousSearchCaching);
        c.header("Vary", "Cookie");
      }
      return c.json(body satisfies MerchantSearchResponse);
    } catch (error) {
      if (error instanceof UnknownLocationError) {
        throw badRequest(locationPatternMessage, { location: locationPatternMessage });
      }
      if (error instanceof AmbiguousLocationError) {
        throw badRequest(error.message, { location: error.message });
      }
      if (error instanceof MissingCoordinatesError)
        throw badRequest("Invalid request", { location: error.message });
      throw error;
    }
  },
);

// GET /api/v2/Merchants/{merchantId} – the merchant page: about, offers, earn rate by tier,
// earning days, menus, ordering, reservations; isFavorite for a signed-in member
merchantRoutes.get("/v2/Merchants/:merchantId", publicRoute, async (c) => {
  const detail = await getMerchantDetail(c.get("db"), {
    partnerCode: c.get("partner").config.code,
    merchantId: c.req.param("merchantId"),
    member: await viewerOf(c),
  });
  if (!detail) throw new HTTPException(404, { message: "Merchant not found" });
  return c.json(detail satisfies MerchantDetail);
});

/**
 * Reviews are the same for everyone and change with an import: a browser keeps a page for a
 * minute, a shared cache for five (docs/decisions/0066).
 */
const reviewsCaching = "public, max-age=60, s-maxage=300";

// GET /api/merchants/{merchantId}/reviews?page – one page of the merchant's reviews, newest
// first, with the totals (the merchant page draws page 1 and fetches the others); 400 for a
// page that is not a whole number from 1, 404 for an unknown or removed merchant
merchantRoutes.get(
  "/merchants/:merchantId/reviews",
  validate("query", merchantReviewsQuerySchema),
  publicRoute,
  async (c) => {
    const page = await listMerchantReviews(c.get("db"), {
      merchantId: c.req.param("merchantId"),
      page: c.req.valid("query").page,
    });
    if (!page) throw new HTTPException(404, { message: "Merchant not found" });
    c.header("Cache-Control", reviewsCaching);
    return c.json(page satisfies MerchantReviewsPage);
  },
);

// GET /api/merchants/{merchantId}/flex-offers/members/{publicId} – the signed-in member's own
// bonus offer at a merchant (partners with flex offers); 403 for anyone else's publicId
merchantRoutes.get("/merchants/:merchantId/flex-offers/members/:publicId", memberRoute, async (c) => {
  if (c.req.param("publicId") !== c.get("session").publicId) {
    throw new HTTPException(403, { message: "This offer belongs to another member" });
  }
  const offer = await getFlexOffer(c.get("db"), {
    partnerCode: c.get("partner").config.code,
    merchantId: c.req.param("merchantId"),
    publicId: c.req.param("publicId"),
  });
  if (!offer) throw new HTTPException(404, { message: "No offer" });
  return c.json(offer satisfies FlexOffer);
});

// GET /api/merchants/{merchantId}/reservations/availability?date&time&partySize – open times
// near the requested one (up to 9, from the reservation provider) and the partner's reservation
// bonus; 404 where the merchant takes no online reservations for this partner, 400 with the field
// for the provider's bounds (party size, date window, a time too soon), 503 when it fails
merchantRoutes.get(
  "/merchants/:merchantId/reservations/availability",
  validate("query", reservationAvailabilityQuerySchema),
  publicRoute,
  async (c) => {
    const outcome = await getReservationAvailability(c.get("db"), {
      partnerCode: c.get("partner").config.code,
      merchantId: c.req.param("merchantId"),
      query: c.req.valid("query"),
    });
    switch (outcome.kind) {
      case "open":
        return c.json(outcome.availability satisfies ReservationAvailability);
      case "not-found":
        throw new HTTPException(404, { message: "This restaurant does not take reservations online" });
      case "refused":
        // The same answer as a query the contract refuses: the page words it by the field.
        throw badRequest("Invalid request", { [outcome.field]: outcome.message });
      case "unavailable":
        throw new HTTPException(503, { message: "Reservations are unavailable right now; please try again" });
    }
  },
);
