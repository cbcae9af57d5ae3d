// Run under tsx by setup.ts as well as by the app's first start; read by the bonus rules too.

/**
 * The ingestion batch ids of the demo history the seed runs through the engine
 * (docs/decisions/0070-demo-activity-through-the-engine.md) begin with this: a demo member's
 * pictured past must not meet a bonus condition under the journeys (decision 0065).
 */
export const seedBatchPrefix = "seed:";
