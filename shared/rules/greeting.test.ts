import { describe, expect, it } from "vitest";
import { greetingFor } from "./greeting";

const now = new Date("2026-11-25T12:00:00Z");

describe("greetingFor", () => {
  it("welcomes a member who just joined, without 'back'", () => {
    expect(greetingFor("Jordan", new Date("2026-11-25T11:58:00Z"), now)).toBe("Welcome, Jordan.");
    expect(greetingFor("Jordan", new Date("2026-11-19T13:00:00Z"), now)).toBe("Welcome, Jordan.");
  });

  it("welcomes a member of longer standing back", () => {
    expect(greetingFor("Dana", new Date("2025-03-01T00:00:00Z"), now)).toBe("Welcome back, Dana.");
  });
});
