import { expect } from "vitest";
import { ReservationProviderError } from "@/backend/reservations/provider";
import type { ProviderErrorCode } from "@/shared/contracts/reservations";

/**
 * The refusal a reservation provider's call ends in. A call that succeeds, or fails in any other
 * way, fails the test instead.
 */
export async function providerRefusal(call: Promise<unknown>): Promise<ReservationProviderError> {
  const error = await call.then(
    () => new Error("expected a refusal, got an answer"),
    (thrown: unknown) => thrown,
  );
  if (!(error instanceof ReservationProviderError)) throw error;
  return error;
}

/** The refusal a call ends in, which must carry this code. */
export async function refusedWith(
  call: Promise<unknown>,
  code: ProviderErrorCode,
): Promise<ReservationProviderError> {
  const error = await providerRefusal(call);
  expect(error.code).toBe(code);
  return error;
}
