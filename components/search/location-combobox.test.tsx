// @vitest-environment jsdom
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { useState } from "react";
import { beforeAll, describe, expect, it, vi } from "vitest";
import type { PlaceSuggestions } from "@/shared/contracts/places";
import { componentNetwork } from "@/tests/support/component-network";
import { freshQueriesPerTest, renderWithQueries } from "@/tests/support/query-render";
import { LocationCombobox } from "./location-combobox";

const answers: Record<string, PlaceSuggestions> = {
  chi: {
    places: [
      { label: "Chicago, IL", kind: "city" },
      { label: "Chicago Heights, IL", kind: "city" },
      { label: "Chico, CA", kind: "city" },
    ],
    didYouMean: null,
  },
  chicgo: { places: [], didYouMean: { label: "Chicago, IL", kind: "city" } },
};
const asked: string[] = [];
componentNetwork(
  http.get("*/api/places/suggestions", ({ request }) => {
    const q = new URL(request.url).searchParams.get("q") ?? "";
    asked.push(q);
    return HttpResponse.json(answers[q] ?? { places: [], didYouMean: null });
  }),
);
freshQueriesPerTest();

function renderBox() {
  asked.length = 0;
  const chosen = vi.fn<(place: string) => void>();
  function Harness() {
    const [value, setValue] = useState("");
    return (
      <>
        <label htmlFor="where">Location</label>
        <LocationCombobox
          id="where"
          value={value}
          onValueChange={setValue}
          onChoose={(place) => {
            setValue(place);
            chosen(place);
          }}
          invalid={false}
          describedBy={undefined}
          inputRef={null}
          didYouMean="Did you mean PLACE_NAME?"
        />
      </>
    );
  }
  renderWithQueries(<Harness />);
  return { chosen, input: screen.getByRole("combobox", { name: "Location" }) };
}

beforeAll(async () => {
  // The suggestions load on demand: transformed once here, not inside the first test's waits.
  await import("./location-suggestions");
});

describe("LocationCombobox", () => {
  it("has its listbox before the suggestions' code arrives, and fills that very list after typing", async () => {
    const user = userEvent.setup();
    const { input } = renderBox();
    const listId = input.getAttribute("aria-controls") ?? "";
    const list = document.getElementById(listId);
    expect(list?.getAttribute("role")).toBe("listbox");
    expect(list?.hidden).toBe(true);
    expect(screen.getByTestId("location-suggestions-status").textContent).toBe("");
    await user.type(input, "chi");
    const options = await screen.findAllByRole("option");
    expect(input.getAttribute("aria-controls")).toBe(listId);
    expect(options.every((option) => option.parentElement === document.getElementById(listId))).toBe(true);
    expect(list?.hidden).toBe(false);
    await user.keyboard("{ArrowDown}");
    const active = document.getElementById(input.getAttribute("aria-activedescendant") ?? "");
    expect(active?.textContent).toBe("Chicago, IL");
    expect(active?.parentElement?.id).toBe(listId);
  });

  it("is a collapsed ARIA 1.2 combobox until places are found", () => {
    const { input } = renderBox();
    expect(input.getAttribute("aria-expanded")).toBe("false");
    expect(input.getAttribute("aria-autocomplete")).toBe("list");
    const listId = input.getAttribute("aria-controls") ?? "";
    expect(document.getElementById(listId)?.getAttribute("role")).toBe("listbox");
  });

  it("suggests places as the visitor types and says how many", async () => {
    const user = userEvent.setup();
    const { input } = renderBox();
    await user.type(input, "chi");
    const options = await screen.findAllByRole("option");
    expect(options.map((option) => option.textContent)).toEqual([
      "Chicago, IL",
      "Chicago Heights, IL",
      "Chico, CA",
    ]);
    expect(input.getAttribute("aria-expanded")).toBe("true");
    expect(screen.getByRole("status").textContent).toBe(
      "3 places found. Use the up and down arrows to choose.",
    );
    // One request once typing paused, not one per key.
    expect(asked).toEqual(["chi"]);
  });

  it("moves with the arrow keys, names the active option, and chooses it with Enter", async () => {
    const user = userEvent.setup();
    const { input, chosen } = renderBox();
    await user.type(input, "chi");
    await screen.findAllByRole("option");
    await user.keyboard("{ArrowDown}{ArrowDown}");
    const second = screen.getByRole("option", { name: "Chicago Heights, IL" });
    expect(input.getAttribute("aria-activedescendant")).toBe(second.id);
    expect(second.getAttribute("aria-selected")).toBe("true");
    await user.keyboard("{ArrowUp}{ArrowUp}");
    // Up from the first option wraps to the last.
    expect(input.getAttribute("aria-activedescendant")).toBe(
      screen.getByRole("option", { name: "Chico, CA" }).id,
    );
    await user.keyboard("{ArrowUp}{Enter}");
    expect(chosen).toHaveBeenCalledWith("Chicago Heights, IL");
    expect((input as HTMLInputElement).value).toBe("Chicago Heights, IL");
    expect(input.getAttribute("aria-expanded")).toBe("false");
  });

  it("closes with Escape and keeps what was typed", async () => {
    const user = userEvent.setup();
    const { input, chosen } = renderBox();
    await user.type(input, "chi");
    await screen.findAllByRole("option");
    await user.keyboard("{ArrowDown}{Escape}");
    expect(input.getAttribute("aria-expanded")).toBe("false");
    expect(input.getAttribute("aria-activedescendant")).toBeNull();
    expect((input as HTMLInputElement).value).toBe("chi");
    expect(chosen).not.toHaveBeenCalled();
  });

  it("offers the nearest spelling of a typo", async () => {
    const user = userEvent.setup();
    const { input, chosen } = renderBox();
    await user.type(input, "Chicgo");
    expect(await screen.findByRole("option", { name: "Did you mean Chicago, IL?" })).toBeTruthy();
    await waitFor(() => {
      expect(screen.getByRole("status").textContent).toMatch(/^Did you mean Chicago, IL\?/);
    });
    await user.keyboard("{ArrowDown}{Enter}");
    expect(chosen).toHaveBeenCalledWith("Chicago, IL");
  });

  it("chooses a place with a click", async () => {
    const user = userEvent.setup();
    const { input, chosen } = renderBox();
    await user.type(input, "chi");
    await user.click(await screen.findByRole("option", { name: "Chico, CA" }));
    expect(chosen).toHaveBeenCalledWith("Chico, CA");
    expect(document.activeElement).toBe(input);
  });
});
