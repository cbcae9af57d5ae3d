import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDbKinds } from "@/backend/db/testing";
import { placeSuggestionsSchema } from "@/shared/contracts/places";
import { errorAnswer, createTestApi, Visitor, type TestApi } from "./support";

describe.each(testDbKinds())("GET /api/places/suggestions on %s", (kind) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await createTestApi(kind, { merchants: 5 });
  });
  afterAll(async () => {
    await api.close();
  });

  async function suggest(q: string) {
    const response = await new Visitor(api).call(`/api/places/suggestions?q=${encodeURIComponent(q)}`);
    expect(response.status, await response.clone().text()).toBe(200);
    expect(response.headers.get("cache-control")).toBe("public, max-age=3600");
    return placeSuggestionsSchema.strict().parse(await response.json());
  }

  it("suggests places by what is typed, seeded metros first", async () => {
    const answer = await suggest("chic");
    expect(answer.places[0]).toEqual({ label: "Chicago, IL", kind: "city" });
    expect(answer.places.length).toBeLessThanOrEqual(8);
    expect((await suggest("Manhat")).places.map((place) => place.label)).toContain("New York, NY");
  });

  it("answers a typo with Did you mean", async () => {
    expect(await suggest("Chicgo, IL")).toEqual({
      places: [],
      didYouMean: { label: "Chicago, IL", kind: "city" },
    });
  });

  it("refuses a missing, empty or overlong query with a clear message", async () => {
    for (const query of ["", "?q=", "?q=%20%20", `?q=${"a".repeat(101)}`]) {
      const response = await new Visitor(api).call(`/api/places/suggestions${query}`);
      expect(response.status).toBe(400);
      const body = await errorAnswer(response);
      expect(body.fields?.q).toBeTruthy();
    }
  });
});
