// @vitest-environment jsdom
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { useState } from "react";
import { beforeAll, describe, expect, it } from "vitest";
import type { PlaceSuggestions } from "@/shared/contracts/places";
import { componentNetwork } from "@/tests/support/component-network";
import { freshQueriesPerTest, renderWithQueries } from "@/tests/support/query-render";
import { LocationCombobox } from "./location-combobox";

/**
 * Answers that arrive when the test says so, to play the network out of order: a slow answer
 * for what was typed before must never become the list for what is typed now.
 */
const answers: Record<string, PlaceSuggestions> = {
  chi: {
    places: [
      { label: "Chicago, IL", kind: "city" },
      { label: "Chico, CA", kind: "city" },
      { label: "Chillicothe, OH", kind: "city" },
    ],
    didYouMean: null,
  },
  chicago: { places: [{ label: "Chicago, IL", kind: "city" }], didYouMean: null },
  bos: { places: [{ label: "Boston, MA", kind: "city" }], didYouMean: null },
};
const pending = new Map<string, () => void>();
componentNetwork(
  http.get("*/api/places/suggestions", async ({ request }) => {
    const q = new URL(request.url).searchParams.get("q") ?? "";
    await new Promise<void>((resolve) => pending.set(q, resolve));
    return HttpResponse.json(answers[q] ?? { places: [], didYouMean: null });
  }),
);
freshQueriesPerTest();

/** Lets the answer for `q` through, once its request has been made. */
async function answer(q: string) {
  await waitFor(() => {
    expect(pending.has(q)).toBe(true);
  });
  pending.get(q)?.();
  pending.delete(q);
}

function renderBox() {
  pending.clear();
  function Harness() {
    const [value, setValue] = useState("");
    return (
      <>
        <label htmlFor="where">Location</label>
        <LocationCombobox
          id="where"
          value={value}
          onValueChange={setValue}
          onChoose={setValue}
          invalid={false}
          describedBy={undefined}
          inputRef={null}
          didYouMean="Did you mean PLACE_NAME?"
        />
      </>
    );
  }
  renderWithQueries(<Harness />);
  return screen.getByRole("combobox", { name: "Location" });
}

const optionTexts = () => screen.queryAllByRole("option").map((option) => option.textContent);

beforeAll(async () => {
  // Parts loaded on demand: transformed once here, not inside the first test's waits.
  await import("./location-suggestions");
});

describe("LocationCombobox with answers out of order", () => {
  it("ignores the answer for 'chi' that arrives after 'chicago' was typed and answered", async () => {
    const user = userEvent.setup();
    const input = renderBox();
    await user.type(input, "chi");
    await waitFor(() => {
      expect(pending.has("chi")).toBe(true);
    });
    await user.type(input, "cago");
    await answer("chicago");
    await waitFor(() => {
      expect(optionTexts()).toEqual(["Chicago, IL"]);
    });
    pending.get("chi")?.();
    // Give the late answer every chance to land.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(optionTexts()).toEqual(["Chicago, IL"]);
    expect(input.getAttribute("aria-expanded")).toBe("true");
  });

  it("does not show the places for 'chi' while the answer for 'bos' is on its way", async () => {
    const user = userEvent.setup();
    const input = renderBox();
    await user.type(input, "chi");
    await answer("chi");
    await waitFor(() => {
      expect(optionTexts()).toContain("Chico, CA");
    });
    await user.clear(input);
    await user.type(input, "bos");
    await waitFor(() => {
      expect(pending.has("bos")).toBe(true);
    });
    expect(optionTexts()).toEqual([]);
    expect(input.getAttribute("aria-expanded")).toBe("false");
    expect(screen.getByRole("status").textContent).toBe("");
    await answer("bos");
    await waitFor(() => {
      expect(optionTexts()).toEqual(["Boston, MA"]);
    });
  });

  it("keeps the list while a longer text of the same start loads, so it does not flicker", async () => {
    const user = userEvent.setup();
    const input = renderBox();
    await user.type(input, "chi");
    await answer("chi");
    await waitFor(() => {
      expect(optionTexts()).toHaveLength(3);
    });
    await user.type(input, "cago");
    await waitFor(() => {
      expect(pending.has("chicago")).toBe(true);
    });
    expect(optionTexts()).toHaveLength(3);
    await answer("chicago");
    await waitFor(() => {
      expect(optionTexts()).toEqual(["Chicago, IL"]);
    });
  });
});
