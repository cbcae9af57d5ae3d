import { afterEach, describe, expect, it, vi } from "vitest";
import {
  MerchantSearchError,
  fetchMerchantSearch,
  fromUrlSearchParams,
  toSearchQueryString,
} from "./merchant-search";

describe("toSearchQueryString", () => {
  it("drops undefined and blank fields and keeps a stable order", () => {
    expect(
      toSearchQueryString({
        sortBy: "rating",
        location: "Chicago, IL",
        restaurantOrCuisine: "  ",
        pageNo: undefined,
      }),
    ).toBe("location=Chicago%2C+IL&sortBy=rating");
  });

  it("keeps comma lists and coordinates as they are", () => {
    const query = toSearchQueryString({
      location: "Current Location",
      latitude: "41.88",
      longitude: "-87.63",
      priceRange: "1,2",
      bounds: "41.8,-87.7,41.9,-87.6",
    });
    expect(new URLSearchParams(query).get("priceRange")).toBe("1,2");
    expect(new URLSearchParams(query).get("bounds")).toBe("41.8,-87.7,41.9,-87.6");
    expect(query.startsWith("location=Current+Location&latitude=41.88&longitude=-87.63")).toBe(true);
  });

  it("gives an empty string for no fields", () => {
    expect(toSearchQueryString({})).toBe("");
  });
});

describe("fromUrlSearchParams", () => {
  it("reads the known search fields and ignores others", () => {
    const params = fromUrlSearchParams(
      new URLSearchParams("location=60611&features=delivery,takeout&view=map&utm_source=x&isNew=&pageNo=2"),
    );
    expect(params).toEqual({ location: "60611", features: "delivery,takeout", pageNo: "2" });
  });

  it("round-trips with toSearchQueryString", () => {
    const original = {
      location: "Chicago, IL",
      acclaimed: "true",
      mealsServed: "brunch,dinner",
      sortBy: "distance",
    };
    expect(fromUrlSearchParams(new URLSearchParams(toSearchQueryString(original)))).toEqual(original);
  });
});

describe("fetchMerchantSearch", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("calls the search path and parses the answer", async () => {
    const fetchMock = vi.fn(() =>
      Promise.resolve(
        new Response(
          JSON.stringify({ merchants: [], totalResultSize: 0, totalPages: 0, searchCenter: null }),
          {
            status: 200,
          },
        ),
      ),
    );
    vi.stubGlobal("fetch", fetchMock);
    const answer = await fetchMerchantSearch({ location: "60611" });
    expect(answer.totalResultSize).toBe(0);
    expect(fetchMock).toHaveBeenCalledWith(
      "/api/v2/Merchants/Search?location=60611",
      expect.objectContaining({ credentials: "same-origin" }),
    );
  });

  it("rejects with the API's field messages", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(() =>
        Promise.resolve(
          new Response(
            JSON.stringify({
              error: "Invalid request",
              fields: { location: "Enter city, state or ZIP code" },
            }),
            {
              status: 400,
              statusText: "Bad Request",
            },
          ),
        ),
      ),
    );
    const failure = await fetchMerchantSearch({ location: "??" }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(MerchantSearchError);
    expect((failure as MerchantSearchError).fields.location).toBe("Enter city, state or ZIP code");
    expect((failure as MerchantSearchError).status).toBe(400);
  });

  it("falls back to the status text when the body is not JSON", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(() =>
        Promise.resolve(new Response("oops", { status: 500, statusText: "Internal Server Error" })),
      ),
    );
    await expect(fetchMerchantSearch({})).rejects.toThrow("Internal Server Error");
  });
});
