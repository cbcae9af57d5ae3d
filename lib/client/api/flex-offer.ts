import "client-only";
import type { FlexOffer } from "@/shared/contracts/merchants";
import { ApiError, getJson, serverChecked } from "./http";

/** The member's personal offer at a merchant, or null where there is none (404). */
export async function fetchFlexOffer(
  merchantId: string,
  publicId: string,
  signal?: AbortSignal,
): Promise<FlexOffer | null> {
  const path = `/api/merchants/${encodeURIComponent(merchantId)}/flex-offers/members/${encodeURIComponent(publicId)}`;
  try {
    return await getJson(path, serverChecked<FlexOffer>(), signal);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}
