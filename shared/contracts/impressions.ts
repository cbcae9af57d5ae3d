import { z } from "zod";
import { text } from "./text";

/** One analytics event (public-and-shared §3 Impression event); extra event fields pass through. */
export const impressionEventSchema = z
  .object({
    channel: z.literal("web"),
    dateTime: z.iso.datetime({ offset: true, error: "dateTime must be an ISO date-time" }),
    userAgent: text().min(1, "userAgent is required").max(512),
    event: text().min(1, "event is required").max(100),
    merchantId: text().max(64).optional(),
    publicId: text().max(64).optional(),
    path: text().max(2048).optional(),
  })
  .loose();
export type ImpressionEvent = z.infer<typeof impressionEventSchema>;

/** POST /api/Impressions body: a batch of events. */
export const impressionsRequestSchema = z
  .array(impressionEventSchema)
  .min(1, "Send at least one event")
  .max(50, "Send at most 50 events at a time");

export const impressionsResponseSchema = z.object({ accepted: z.number().int().nonnegative() });
export type ImpressionsResponse = z.infer<typeof impressionsResponseSchema>;
