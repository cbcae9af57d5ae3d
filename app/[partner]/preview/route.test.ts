import { beforeEach, describe, expect, it, vi } from "vitest";

const draft = vi.hoisted(() => ({ enable: vi.fn(), disable: vi.fn(), isEnabled: false }));
vi.mock("next/headers", () => ({ draftMode: () => Promise.resolve(draft) }));

const { GET } = await import("./route");

const params = Promise.resolve({ partner: "skyway" });
const preview = (query: string) => GET(new Request(`http://localhost/preview?${query}`), { params });

describe("GET /preview", () => {
  beforeEach(() => {
    draft.enable.mockClear();
    draft.disable.mockClear();
  });

  it("enters preview and goes to the site path it names", async () => {
    const response = await preview("path=/earn/reservations");
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/earn/reservations");
    expect(draft.enable).toHaveBeenCalledOnce();
  });

  it("answers a redirect with an ASCII Location for a path beyond Latin-1 (not a 500)", async () => {
    const response = await preview("exit=1&path=/%E3%80%81evil.example");
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/%E3%80%81evil.example");
    expect(draft.disable).toHaveBeenCalledOnce();
  });

  it("sends a Latin-1 character percent-encoded, not as a raw byte", async () => {
    const response = await preview("path=/caf%C3%A9");
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/caf%C3%A9");
  });

  it("sends another origin home", async () => {
    const response = await preview("path=//evil.example");
    expect(response.headers.get("location")).toBe("/");
  });
});
