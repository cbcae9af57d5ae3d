/**
 * The time zone of each seeded metro's state (every seeded metro lies in its state's main zone).
 * Opening hours are on the restaurant's own clock, so "open now" needs it.
 */
const stateTimeZones: Readonly<Record<string, string>> = {
  AZ: "America/Phoenix",
  CA: "America/Los_Angeles",
  CO: "America/Denver",
  DC: "America/New_York",
  FL: "America/New_York",
  GA: "America/New_York",
  HI: "Pacific/Honolulu",
  IL: "America/Chicago",
  LA: "America/Chicago",
  MA: "America/New_York",
  MN: "America/Chicago",
  MO: "America/Chicago",
  NC: "America/New_York",
  NV: "America/Los_Angeles",
  NY: "America/New_York",
  OR: "America/Los_Angeles",
  PA: "America/New_York",
  TN: "America/Chicago",
  TX: "America/Chicago",
  UT: "America/Denver",
  WA: "America/Los_Angeles",
};

export function timeZoneOf(state: string): string {
  const zone = stateTimeZones[state];
  if (!zone) throw new Error(`No time zone for seeded state ${state}`);
  return zone;
}
