import { describe, expect, it } from "vitest";
import { z } from "zod";
import { ApiError, readJson } from "./http";

const schema = z.object({ ok: z.boolean() });

describe("readJson", () => {
  it("answers the body through its contract", async () => {
    expect(await readJson(Response.json({ ok: true }), schema)).toEqual({ ok: true });
  });

  it("throws ApiError with the server's message and field messages", async () => {
    const failing = Response.json(
      { error: "Invalid request", fields: { email: "Please enter a valid email address." } },
      { status: 400 },
    );
    const error = await readJson(failing, schema).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      message: "Invalid request",
      fields: { email: "Please enter a valid email address." },
    });
  });

  it("reads a body that is not JSON to its end and names the status", async () => {
    const response = new Response("<html>Bad gateway</html>", { status: 502, statusText: "Bad Gateway" });
    await expect(readJson(response, schema)).rejects.toMatchObject({ status: 502, message: "Bad Gateway" });
    expect(response.bodyUsed).toBe(true);
  });

  it("refuses a success whose body breaks the contract", async () => {
    await expect(readJson(Response.json({ ok: "yes" }), schema)).rejects.toThrow();
  });
});
