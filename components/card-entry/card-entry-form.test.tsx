// @vitest-environment jsdom
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { delay, http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { componentNetwork } from "@/tests/support/component-network";
import { freshQueriesPerTest } from "@/tests/support/query-render";
import { CardEntryForm } from "./card-entry-form";

const unavailable = "Card entry is unavailable right now. Please refresh the page and try again.";

let publicKey: () => Promise<Response> | Response = () => HttpResponse.json({});
let keyReads = 0;
componentNetwork(
  http.get("*/api/Cards/PublicKey", () => {
    keyReads += 1;
    return publicKey();
  }),
);
freshQueriesPerTest();

// jsdom does not lay out: the frame's height reporter has nothing to observe.
globalThis.ResizeObserver = class {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
};

function renderFrame() {
  keyReads = 0;
  // The frame brings its own QueryClientProvider: it is a document of its own.
  render(<CardEntryForm accepted={["VISA", "MAST"]} />);
}

describe("CardEntryForm", () => {
  it("offers the field and no error while the key loads", async () => {
    publicKey = async () => {
      await delay("infinite");
      return HttpResponse.json({});
    };
    renderFrame();
    await waitFor(() => {
      expect(keyReads).toBe(1);
    });
    expect(screen.getByLabelText(/Card number/)).toBeTruthy();
    expect(screen.queryByText(unavailable)).toBeNull();
  });

  it("says card entry is unavailable when the key cannot be read", async () => {
    publicKey = () => HttpResponse.json({ error: "Unavailable" }, { status: 503 });
    renderFrame();
    expect(await screen.findByText(unavailable)).toBeTruthy();
  });

  it("says card entry is unavailable when the key is not a usable key", async () => {
    publicKey = () => HttpResponse.json({ kty: "RSA" });
    renderFrame();
    expect(await screen.findByText(unavailable)).toBeTruthy();
  });

  it.each([
    ["4111 1111 1111 1112", "Check the card number."],
    ["4111 1111", "Card number is too short."],
    ["3782 822463 10005", "Card must be Visa® or Mastercard®."],
  ])("says what is wrong with %s once the field is left", async (typed, message) => {
    publicKey = () => HttpResponse.json({});
    renderFrame();
    const field = screen.getByLabelText(/Card number/);
    fireEvent.change(field, { target: { value: typed } });
    fireEvent.blur(field);
    expect(await screen.findByText(message)).toBeTruthy();
  });
});
