import "server-only";
import type { CardNetwork } from "./card-network";
import { simulatedCardNetwork } from "./simulated-network";

export type { CardNetwork } from "./card-network";

/** The card network this deployment enrols cards with: the simulated one until an adapter exists. */
export function cardNetwork(): CardNetwork {
  return simulatedCardNetwork;
}
