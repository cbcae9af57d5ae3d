import "server-only";
import { markNoShows, partnersThatSeeDines } from "@/backend/services/reservations/mark-no-shows";
import { allPartners } from "@/partners/registry";
import type { JobDefinition } from "./job";

/**
 * Marks `no_show` the reservations still booked well after their time, at partners whose dines
 * claim reservations (backend/services/reservations/mark-no-shows.ts). Hourly.
 */
export const markNoShowsJob: JobDefinition = {
  name: "no-shows",
  everyMinutes: () => 60,
  run: async ({ db, now }) => ({
    marked: await markNoShows(db, {
      partnerCodes: partnersThatSeeDines(allPartners().map((partner) => partner.effective)),
      now,
    }),
  }),
};
