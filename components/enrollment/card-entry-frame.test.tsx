// @vitest-environment jsdom
import { render, screen, waitFor } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { afterEach, describe, expect, it, vi } from "vitest";
import { cardFrameLoadTimeoutMs } from "@/shared/constants";
import { componentNetwork } from "@/tests/support/component-network";
import { CardEntryFrame } from "./card-entry-frame";

const reported: unknown[] = [];
componentNetwork(
  http.post("*/api/Impressions", async ({ request }) => {
    reported.push(await request.json());
    return HttpResponse.json({});
  }),
);

afterEach(() => {
  vi.useRealTimers();
});

describe("CardEntryFrame", () => {
  it("says the frame did not load, and reports it, when it never answers", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    render(
      <CardEntryFrame
        accepted={["VISA"]}
        onCard={vi.fn()}
        validateSignal={0}
        loadFailureText="The card form did not load."
      />,
    );
    vi.advanceTimersByTime(cardFrameLoadTimeoutMs);
    vi.useRealTimers();
    expect(await screen.findByText("The card form did not load.")).toBeTruthy();
    await waitFor(() => {
      expect(reported).toEqual([[expect.objectContaining({ event: "card_frame_load_failure" })]]);
    });
  });
});
