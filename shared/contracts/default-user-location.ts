import { z } from "zod";

/** GET /api/DefaultUserLocation answer. */
export const defaultUserLocationSchema = z.object({
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
});
export type DefaultUserLocation = z.infer<typeof defaultUserLocationSchema>;
