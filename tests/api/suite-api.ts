import { afterAll, beforeAll } from "vitest";
import type { TestDbKind } from "@/backend/db/testing";
import { createTestApi, type TestApi } from "./support";

/**
 * A suite's backend on a fresh database of `kind`: made in beforeAll, closed in afterAll. Call it
 * inside the suite's describe; `api()` is read in tests and in hooks registered after it.
 */
export function suiteApi(kind: TestDbKind, options: { merchants?: number } = {}): () => TestApi {
  let current: TestApi | undefined;
  beforeAll(async () => {
    current = await createTestApi(kind, options);
  });
  afterAll(async () => {
    await current?.close();
  });
  return () => {
    if (!current) throw new Error("the suite's API is made in beforeAll");
    return current;
  };
}
