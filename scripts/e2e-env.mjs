// The settings the browser journeys run under: one place for the build step and Playwright's server.
export const e2ePort = Number(process.env.E2E_PORT ?? 3100);

export const e2eEnv = {
  PORT: String(e2ePort),
  APP_ENV: "test",
  DATA_DIR: process.env.E2E_DATA_DIR ?? ".data-test",
  PUBLIC_ORIGIN_TEMPLATE: `http://{code}.localhost:${e2ePort}`,
  // Journeys stand in for many visitors from one machine: a journey that needs an address of its
  // own (the lockout journey) says so in X-Forwarded-For, as a proxy in front would.
  TRUST_PROXY: "true",
  // One JSON line per request would bury the journeys' own output; warnings and errors still show.
  LOG_LEVEL: "warn",
  // The card-entry frame on an origin of its own, as in production (docs/decisions/0013):
  // 127.0.0.1 is another origin, and another site, than <partner>.localhost.
  NEXT_PUBLIC_CARD_ENTRY_ORIGIN: `http://127.0.0.1:${e2ePort}`,
  NEXT_PUBLIC_CARD_ENTRY_PARENT_ORIGINS: ["harbor", "skyway", "greenleaf", "roadtrip"]
    .map((code) => `http://${code}.localhost:${e2ePort}`)
    .join(","),
  // The support admin tool's origin (emulation mode): the emulation journey serves a page there
  // by route interception; *.localhost is another site than each partner's host.
  ADMIN_ORIGIN: `http://admin.localhost:${e2ePort}`,
  // The staging tools (the mailbox) open only with this token outside APP_ENV=local.
  STGTOOLS_TOKEN: "e2e-staging-tools-token-0123456789abcdef",
  // Journeys settle awards with the staging tools' button and check each step, so the server's
  // own posting schedule stays off (it would settle a recorded meal between two steps).
  AWARD_SETTLEMENT_MINUTES: "0",
  // Journeys read the seeded members and reservations as seeded: the VIP batch would promote the
  // opted-in demo member whose dines reach the goal, and no-shows would mark past bookings. A
  // journey that settles a recorded meal reads it Awarded: posting would make it Paid meanwhile,
  // and the payout would turn a cash-back member's seeded balance into a statement credit.
  JOBS_PAUSED: "vip-qualification,no-shows,award-posting,statement-credits",
  // POST /api/Operations/Revalidate, which the journey of a merchant page's refresh calls as an import does.
  OPERATIONS_TOKEN: "e2e-operations-token-0123456789abcdef0123",
};
