import "server-only";
import { Hono, type Context } from "hono";
import { bodyLimit } from "hono/body-limit";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { z } from "zod";
import { fieldMessages } from "@/backend/middleware/validate";
import { bearerMatches } from "@/backend/security/bearer-token";
import {
  providerAvailabilityRequestSchema,
  providerBookRequestSchema,
  providerCancelRequestSchema,
  providerModifyRequestSchema,
  type ProviderError,
  type ProviderErrorCode,
} from "@/shared/contracts/reservations";
import { logger } from "../../platform/logger";
import { ReservationProviderError, type ReservationProvider } from "./provider";

/** HTTP status per refusal, as an OpenTable-style API answers them. */
const statusOf: Record<ProviderErrorCode, ContentfulStatusCode> = {
  slot_taken: 409,
  not_modifiable: 409,
  not_found: 404,
  party_too_small: 422,
  party_too_large: 422,
  date_out_of_range: 422,
  time_too_soon: 422,
  unavailable: 503,
};

class InvalidRequest extends Error {
  constructor(readonly fields: Record<string, string>) {
    super("The request is not valid");
  }
}

function parsed<Schema extends z.ZodType>(schema: Schema, value: unknown): z.output<Schema> {
  const result = schema.safeParse(value);
  if (!result.success) throw new InvalidRequest(fieldMessages(result.error));
  return result.data;
}

async function jsonBody(c: Context): Promise<unknown> {
  try {
    return await c.req.json();
  } catch {
    throw new InvalidRequest({ body: "The body must be JSON" });
  }
}

/** A booking with its guest is well under 1 KiB; bodies are counted as they stream. */
const providerApiBodyLimitBytes = 16 * 1024;

/**
 * The built-in provider served over HTTP with the paths the HTTP adapter speaks, so the adapter is
 * tested against a real API and a second deployment can use this one's inventory:
 *   GET   /v1/restaurants/{id}/availability?date&time&partySize   → ProviderAvailability
 *   POST  /v1/reservations                                        → 201 ProviderBooking
 *   GET   /v1/reservations/{confirmationNumber}                   → ProviderBookingRecord
 *   PATCH /v1/reservations/{confirmationNumber}                   → ProviderBooking
 *   POST  /v1/reservations/{confirmationNumber}/cancel            → ProviderBooking
 * Refusals answer providerErrorSchema; a malformed request answers 400 with field messages under
 * code "invalid_request" (a caller's bug, not a refusal the member should see), and a body over
 * 16 KiB 413 with code "too_large".
 */
export function createProviderApi({
  provider,
  token,
  basePath = "/provider",
}: {
  provider: ReservationProvider;
  /** When set, every call must carry it as a bearer token. */
  token?: string | undefined;
  basePath?: string;
}) {
  const api = new Hono().basePath(basePath);

  api.onError((error, c) => {
    if (error instanceof InvalidRequest) {
      return c.json(
        { error: { code: "invalid_request", message: error.message, fields: error.fields } },
        400,
      );
    }
    if (error instanceof ReservationProviderError) {
      const body: ProviderError = {
        error: {
          code: error.code,
          message: error.message,
          ...(error.code === "slot_taken" ? { alternatives: [...error.alternatives] } : {}),
        },
      };
      return c.json(body, statusOf[error.code]);
    }
    // Names only: request bodies carry guests' personal data.
    logger.error("Reservation provider API failed", { path: c.req.path, error: error.name });
    const body: ProviderError = { error: { code: "unavailable", message: "The reservation service failed" } };
    return c.json(body, 500);
  });
  api.notFound((c) => c.json({ error: { code: "not_found", message: "No such resource" } }, 404));

  // Answered here rather than thrown: Hono's default throws an HTTPException, which onError above
  // took for a failure of this API (a 500 and an error in the log) instead of a caller's mistake.
  api.use(
    "*",
    bodyLimit({
      maxSize: providerApiBodyLimitBytes,
      onError: (c) => c.json({ error: { code: "too_large", message: "The request body is too large" } }, 413),
    }),
  );
  api.use("*", async (c, next) => {
    if (token && !bearerMatches(c.req.header("authorization"), token)) {
      return c.json({ error: { code: "unauthorized", message: "A valid bearer token is required" } }, 401);
    }
    await next();
  });

  api.get("/v1/restaurants/:restaurantId/availability", async (c) => {
    const request = parsed(providerAvailabilityRequestSchema, {
      restaurantId: c.req.param("restaurantId"),
      date: c.req.query("date"),
      time: c.req.query("time"),
      // A query string is text: "8" is the number 8, "" and "eight" are not numbers.
      partySize: /^-?\d+$/.test(c.req.query("partySize") ?? "")
        ? Number(c.req.query("partySize"))
        : c.req.query("partySize"),
    });
    return c.json(await provider.availability(request));
  });

  api.post("/v1/reservations", async (c) => {
    const request = parsed(providerBookRequestSchema, await jsonBody(c));
    return c.json(await provider.book(request), 201);
  });

  api.get("/v1/reservations/:confirmationNumber", async (c) => {
    const booking = await provider.get(c.req.param("confirmationNumber"));
    if (!booking)
      throw new ReservationProviderError("not_found", "No reservation has that confirmation number");
    return c.json(booking);
  });

  api.patch("/v1/reservations/:confirmationNumber", async (c) => {
    const body = await jsonBody(c);
    const request = parsed(providerModifyRequestSchema, {
      ...(typeof body === "object" && body !== null ? body : {}),
      confirmationNumber: c.req.param("confirmationNumber"),
    });
    return c.json(await provider.modify(request));
  });

  api.post("/v1/reservations/:confirmationNumber/cancel", async (c) => {
    const body = await jsonBody(c);
    const request = parsed(providerCancelRequestSchema, {
      ...(typeof body === "object" && body !== null ? body : {}),
      confirmationNumber: c.req.param("confirmationNumber"),
    });
    return c.json(await provider.cancel(request));
  });

  return api;
}
