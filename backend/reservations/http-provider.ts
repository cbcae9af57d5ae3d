import "server-only";
import type { z } from "zod";
import {
  providerAvailabilitySchema,
  providerBookingRecordSchema,
  providerBookingSchema,
  providerErrorSchema,
  type ProviderBookRequest,
  type ProviderCancelRequest,
  type ProviderModifyRequest,
} from "@/shared/contracts/reservations";
import { ReservationProviderError, type ReservationProvider } from "./provider";

/** Past this a call counts as the provider being unavailable: the member sees the general error. */
const defaultTimeoutMs = 5_000;

export interface HttpProviderOptions {
  /** The API's root, e.g. "https://reservations.example" or "http://backend:4000/provider". */
  readonly baseUrl: string;
  /** Sent as a bearer token when set. */
  readonly token?: string | undefined;
  readonly timeoutMs?: number;
  /** The fetch to call (tests pass the global one; kept injectable for a proxy agent). */
  readonly fetch?: typeof fetch;
}

function unavailable(message: string): ReservationProviderError {
  return new ReservationProviderError("unavailable", message);
}

/**
 * The adapter for an OpenTable-style JSON API (the paths backend/reservations/provider-api.ts
 * serves). Every answer is checked against the provider contract before it is believed; the
 * provider's error body becomes a ReservationProviderError with its code, anything else that
 * goes wrong (network, timeout, a malformed answer, a 5xx) is `unavailable`.
 */
export function httpReservationProvider(options: HttpProviderOptions): ReservationProvider {
  const root = options.baseUrl.replace(/\/+$/, "");
  const timeoutMs = options.timeoutMs ?? defaultTimeoutMs;
  const send = options.fetch ?? fetch;

  async function answer<Schema extends z.ZodType>(
    method: string,
    path: string,
    schema: Schema,
    body?: unknown,
  ): Promise<z.output<Schema>> {
    const headers: Record<string, string> = { accept: "application/json" };
    if (body !== undefined) headers["content-type"] = "application/json";
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    let response: Response;
    try {
      response = await send(`${root}${path}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      const timedOut = error instanceof DOMException && error.name === "TimeoutError";
      throw unavailable(
        timedOut
          ? "The reservation provider did not answer in time"
          : "The reservation provider cannot be reached",
      );
    }
    const json: unknown = await response.json().catch(() => undefined);
    if (response.ok) {
      const parsed = schema.safeParse(json);
      if (!parsed.success) throw unavailable("The reservation provider gave an answer we do not understand");
      return parsed.data;
    }
    const refusal = providerErrorSchema.safeParse(json);
    if (refusal.success) {
      const { code, message, alternatives } = refusal.data.error;
      throw new ReservationProviderError(code, message, alternatives ?? []);
    }
    throw unavailable(`The reservation provider answered ${response.status}`);
  }

  const reservation = (confirmationNumber: string) =>
    `/v1/reservations/${encodeURIComponent(confirmationNumber)}`;

  return {
    availability: (request) => {
      const query = new URLSearchParams({
        date: request.date,
        time: request.time,
        partySize: String(request.partySize),
      });
      return answer(
        "GET",
        `/v1/restaurants/${encodeURIComponent(request.restaurantId)}/availability?${query}`,
        providerAvailabilitySchema,
      );
    },
    book: (request: ProviderBookRequest) =>
      answer("POST", "/v1/reservations", providerBookingSchema, request),
    modify: ({ confirmationNumber, ...change }: ProviderModifyRequest) =>
      answer("PATCH", reservation(confirmationNumber), providerBookingSchema, change),
    cancel: ({ confirmationNumber, cancelToken }: ProviderCancelRequest) =>
      answer("POST", `${reservation(confirmationNumber)}/cancel`, providerBookingSchema, { cancelToken }),
    get: async (confirmationNumber) => {
      try {
        return await answer("GET", reservation(confirmationNumber), providerBookingRecordSchema);
      } catch (error) {
        if (error instanceof ReservationProviderError && error.code === "not_found") return null;
        throw error;
      }
    },
  };
}
