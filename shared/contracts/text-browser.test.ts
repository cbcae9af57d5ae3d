// @vitest-environment jsdom
import { expect, it } from "vitest";
import { z } from "zod";
import { text } from "./text";

it("keeps zod from probing for eval in the browser (the pages' CSP forbids it)", () => {
  expect(z.config().jitless).toBe(true);
  // Objects still parse, without the eval fast path.
  expect(z.object({ name: text() }).parse({ name: "Ada" })).toEqual({ name: "Ada" });
});
