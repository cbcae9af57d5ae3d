import "server-only";
import { availabilityWording, type AvailabilityWording } from "@/shared/merchants/availability-wording";
import type { Partner } from "@/partners/registry";
import { loadErrorCopy } from "./error-copy";

/** The reservation block's availability and reservation wording, from the partner's error copy. */
export async function loadReservationWording(partner: Partner): Promise<AvailabilityWording> {
  return availabilityWording(await loadErrorCopy(partner));
}
