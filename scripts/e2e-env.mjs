// The settings the browser journeys run under: one place for the build step and Playwright's server.
export const e2ePort = Number(process.env.E2E_PORT ?? 3100);

export const e2eEnv = {
  PORT: String(e2ePort),
  APP_ENV: "test",
  DATA_DIR: process.env.E2E_DATA_DIR ?? ".data-test",
  PUBLIC_ORIGIN_TEMPLATE: `http://{code}.localhost:${e2ePort}`,
};
