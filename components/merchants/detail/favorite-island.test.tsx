// @vitest-environment jsdom
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { delay, http, HttpResponse } from "msw";
import { beforeAll, describe, expect, it } from "vitest";
import { componentNetwork } from "@/tests/support/component-network";
import { demoMemberAccount } from "@/tests/support/member-account-fixture";
import { freshQueriesPerTest, renderWithQueries, setSessionCookie } from "@/tests/support/query-render";
import { FavoriteIsland } from "./favorite-island";

let favorites: () => Promise<Response> | Response = () => HttpResponse.json({ merchantIds: [] });
const changes: string[] = [];
const network = componentNetwork(
  http.get("*/api/Member", () => HttpResponse.json(demoMemberAccount)),
  http.get("*/api/Member/Favorites", () => favorites()),
  http.put("*/api/Member/Favorites/:merchantId", ({ params }) => {
    changes.push(`add ${String(params["merchantId"])}`);
    return HttpResponse.json({ merchantIds: [String(params["merchantId"])] });
  }),
);
freshQueriesPerTest();
// The member's heart loads on demand: load it once up front, so the first test's waits are not
// spent on the test runner's first transform.
beforeAll(async () => {
  await import("./member-favorite-island");
});

function renderHeart() {
  changes.length = 0;
  setSessionCookie(true);
  renderWithQueries(<FavoriteIsland merchantId="blue-fin" merchantName="Blue Fin" />);
  return userEvent.setup();
}

describe("FavoriteIsland", () => {
  it("shows no heart while the list loads", async () => {
    favorites = async () => {
      await delay("infinite");
      return HttpResponse.json({ merchantIds: [] });
    };
    renderHeart();
    await delay(50);
    expect(screen.queryByTestId("favorite-button")).toBeNull();
  });

  it("shows an empty heart when the member has no favourites", async () => {
    favorites = () => HttpResponse.json({ merchantIds: [] });
    renderHeart();
    expect((await screen.findByTestId("favorite-button")).getAttribute("aria-pressed")).toBe("false");
  });

  it("shows a full heart for a favourite", async () => {
    favorites = () => HttpResponse.json({ merchantIds: ["blue-fin"] });
    renderHeart();
    expect((await screen.findByTestId("favorite-button")).getAttribute("aria-pressed")).toBe("true");
  });

  it("starts empty when the list cannot be read", async () => {
    favorites = () => HttpResponse.json({ error: "Unavailable" }, { status: 503 });
    renderHeart();
    expect((await screen.findByTestId("favorite-button")).getAttribute("aria-pressed")).toBe("false");
  });

  it("saves a toggle through the mutation, and a failure puts the heart back", async () => {
    favorites = () => HttpResponse.json({ merchantIds: [] });
    const user = renderHeart();
    const heart = await screen.findByTestId("favorite-button");
    await user.click(heart);
    await waitFor(() => {
      expect(heart.getAttribute("aria-busy")).toBe("false");
    });
    expect(heart.getAttribute("aria-pressed")).toBe("true");
    expect(changes).toEqual(["add blue-fin"]);

    network.use(
      http.delete("*/api/Member/Favorites/:merchantId", () =>
        HttpResponse.json({ error: "Unavailable" }, { status: 503 }),
      ),
    );
    await user.click(heart);
    await waitFor(() => {
      expect(heart.getAttribute("aria-busy")).toBe("false");
    });
    expect(heart.getAttribute("aria-pressed")).toBe("true");
  });

  it("asks nothing for a visitor", async () => {
    renderWithQueries(<FavoriteIsland merchantId="blue-fin" merchantName="Blue Fin" />);
    await delay(50);
    expect(screen.queryByTestId("favorite-button")).toBeNull();
  });
});
