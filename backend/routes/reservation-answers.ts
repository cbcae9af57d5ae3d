import "server-only";
import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import { HTTPException } from "hono/http-exception";
import type { ReservationRefusal } from "@/shared/contracts/reservations";
import type { AppEnv } from "../context";
import { logger } from "../../platform/logger";
import {
  ProviderFailure,
  ReservationRefused,
  refusalStatus,
} from "../services/reservations/reservation-refusal";
import { loadReservationWording } from "../services/reservations/reservation-wording";

/**
 * Runs a reservation operation and answers its refusals as { code, message, alternatives? } in
 * the partner's words, with the status the contract gives each code. A provider that failed
 * without a reason is the general refusal (502), logged by class only: its message may carry
 * the guest's details.
 */
export async function answeringRefusals(
  c: Context<AppEnv>,
  operation: () => Promise<Response>,
): Promise<Response> {
  try {
    return await operation();
  } catch (error) {
    let refusal: ReservationRefused;
    if (error instanceof ReservationRefused) refusal = error;
    else if (error instanceof ProviderFailure) {
      logger.error("Reservation provider failed", {
        errorClass: error.reason instanceof Error ? error.reason.name : "unknown",
      });
      refusal = new ReservationRefused("general");
    } else throw error;
    const wording = await loadReservationWording(c.get("partner").effective);
    const body: ReservationRefusal = {
      code: refusal.code,
      message: wording.refusal(refusal.code),
      ...(refusal.alternatives.length > 0 ? { alternatives: [...refusal.alternatives] } : {}),
    };
    return c.json(body, refusalStatus[refusal.code]);
  }
}

/** The answer for a reservation the caller may not see or change: the same as for none at all. */
export function reservationNotFound(): never {
  throw new HTTPException(404, { message: "Reservation not found" });
}

/** Booking exists only for partners with openTableReservationsEnabled; elsewhere the calls are not there. */
export const reservationsEnabled = createMiddleware<AppEnv>(async (c, next) => {
  if (!c.get("partner").effective.openTableReservationsEnabled)
    throw new HTTPException(404, { message: "Not Found" });
  await next();
});
