import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { testDbKinds } from "@/backend/db/testing";
import { updateMember } from "@/backend/services/members/update-member";
import { formMessages } from "@/shared/contracts/form-messages";
import {
  memberProfileSchema,
  memberUpdateResponseSchema,
  passwordChangeMessage,
  profileFieldErrorsSchema,
  profileFieldMessages,
} from "@/shared/contracts/member-update";
import { send } from "./solve-human-check";
import { createTestApi, signedInVisitor, Visitor, type TestApi, memberRow } from "./support";

// Several requests per case against a real database: slow on a busy machine.
vi.setConfig({ testTimeout: 120_000 });

const greenleaf = "greenleaf.localhost:3000";

describe.each(testDbKinds())("PUT /api/Member on %s", (kind) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await createTestApi(kind, { merchants: 5 });
  });
  afterAll(async () => {
    await api.close();
  });

  const row = (email: string) => memberRow(api, email);

  async function save(email: string, body: Record<string, unknown>, host?: string) {
    return send(await signedInVisitor(api, email, host), "PUT", "/api/Member", body);
  }

  /** A 400's field messages, read from the spec's [{field, message}] answer. */
  async function fieldsOf(response: Response): Promise<Record<string, string>> {
    expect(response.status).toBe(400);
    return profileFieldMessages(profileFieldErrorsSchema.parse(await response.json()));
  }

  it("answers refused fields as [{field, message}], as the spec gives this call", async () => {
    const response = await save("demo@harbor.example", { zipCode: "12a45", firstName: "" });
    expect(response.status).toBe(400);
    const body: unknown = await response.json();
    expect(Array.isArray(body)).toBe(true);
    expect(body).toEqual(
      expect.arrayContaining([
        { field: "zipCode", message: expect.any(String) as string },
        { field: "firstName", message: formMessages.required },
      ]),
    );
    // The service's own refusals (a ZIP outside the US) come in the same shape.
    const notUs = await save("optout@harbor.example", { zipCode: "99999" });
    expect(await notUs.json()).toEqual([{ field: "zipCode", message: formMessages.zipNotInUs }]);
  });

  it("saves names, address and a typed phone as digits, answering the profile", async () => {
    const response = await save("demo@harbor.example", {
      firstName: "  Danielle ",
      lastName: "Rivera-Ortiz",
      phoneNumber: "1 (212) 555-0142",
      address1: "1 Harbor Way",
      address2: "",
      city: "New York",
      state: "NY",
      zipCode: "10001",
      email: "ignored@example.com",
    });
    expect(response.status).toBe(200);
    const { member } = memberUpdateResponseSchema.parse(await response.json());
    expect(member).toMatchObject({
      firstName: "Danielle",
      lastName: "Rivera-Ortiz",
      email: "demo@harbor.example",
      phoneNumber: "2125550142",
      address: { address1: "1 Harbor Way", address2: null, city: "New York", state: "NY", zipCode: "10001" },
    });
    expect(await row("demo@harbor.example")).toMatchObject({ firstName: "Danielle", zipCode: "10001" });
  });

  it("keeps fields left out and clears optional ones sent empty", async () => {
    const response = await save("demo@harbor.example", { address1: "" });
    const { member } = memberUpdateResponseSchema.parse(await response.json());
    expect(member.address).toMatchObject({ address1: null, city: "New York", zipCode: "10001" });
    expect(member.firstName).toBe("Danielle");
  });

  it("enforces the profile's lengths, ZIP, state and phone rules", async () => {
    const fields = await fieldsOf(
      await save("demo@harbor.example", {
        firstName: "x".repeat(21),
        lastName: "",
        address1: "x".repeat(31),
        address2: "x".repeat(31),
        city: "x".repeat(21),
        state: "ZZ",
        zipCode: "1234",
        phoneNumber: "123-456-7890",
      }),
    );
    expect(fields).toEqual({
      firstName: "Must be at most 20 characters.",
      lastName: formMessages.required,
      address1: "Must be at most 30 characters.",
      address2: "Must be at most 30 characters.",
      city: "Must be at most 20 characters.",
      state: "Please choose a state.",
      zipCode: "Must be exactly 5 characters.",
      phoneNumber: formMessages.invalidPhoneProfile,
    });
    expect((await fieldsOf(await save("demo@harbor.example", { zipCode: "12a45" }))).zipCode).toBe(
      formMessages.invalidZip,
    );
    expect((await fieldsOf(await save("demo@harbor.example", { zipCode: "" }))).zipCode).toBe(
      formMessages.required,
    );
  });

  it("refuses password changes, after cutting them to 56 characters", async () => {
    const fields = await fieldsOf(
      await save("demo@harbor.example", { password: "x".repeat(80), passwordConfirm: "x".repeat(80) }),
    );
    expect(fields).toEqual({ password: passwordChangeMessage, passwordConfirm: passwordChangeMessage });
    expect((await save("demo@harbor.example", { password: "" })).status).toBe(200);
  });

  it("v1 SMS consent: opting in needs a phone, a changed or emptied phone clears it", async () => {
    const email = "vip@harbor.example";
    await save(email, { phoneNumber: "", smsOptIn: true });
    expect((await row(email)).smsOptIn).toBe(false);
    await save(email, { phoneNumber: "2125550150" });
    await save(email, { smsOptIn: true });
    expect((await row(email)).smsOptIn).toBe(true);
    await save(email, { phoneNumber: "212-555-0150", smsOptIn: true });
    expect((await row(email)).smsOptIn).toBe(true);
    await save(email, { phoneNumber: "2125550151", smsOptIn: true });
    expect((await row(email)).smsOptIn).toBe(false);
    await save(email, { smsOptIn: true });
    expect((await row(email)).smsOptIn).toBe(true);
    await save(email, { phoneNumber: "" });
    expect(await row(email)).toMatchObject({ phoneNumber: null, smsOptIn: false });
  });

  it("v2 SMS consent (confirmed in its own dialog) may come with a new phone", async () => {
    const email = "demo@greenleaf.example";
    await save(email, { phoneNumber: "3125550100", smsOptIn: true }, greenleaf);
    expect((await row(email)).smsOptIn).toBe(true);
    await save(email, { phoneNumber: "" }, greenleaf);
    expect((await row(email)).smsOptIn).toBe(false);
  });

  it("email opt-in moves tier 0 and 2, never the non-activated or VIP tiers", async () => {
    await save("demo@harbor.example", { emailOptIn: false });
    expect(await row("demo@harbor.example")).toMatchObject({ tierLevel: 0, emailOptIn: false });
    await save("demo@harbor.example", { emailOptIn: true });
    expect(await row("demo@harbor.example")).toMatchObject({ tierLevel: 2, emailOptIn: true });
    await save("vip@harbor.example", { emailOptIn: false });
    expect(await row("vip@harbor.example")).toMatchObject({ tierLevel: 3, emailOptIn: false });
    await save("new@harbor.example", { emailOptIn: true });
    expect((await row("new@harbor.example")).tierLevel).toBe(1);
  });

  it("keeps SSO members' names, which their program owns", async () => {
    const response = await save(
      "demo@skyway.example",
      { firstName: "Changed", lastName: "Name", zipCode: "94105" },
      "skyway.localhost:3000",
    );
    expect(response.status).toBe(200);
    expect(await row("demo@skyway.example")).toMatchObject({
      firstName: "Sky",
      lastName: "Tanaka",
      zipCode: "94105",
    });
  });

  it("requires address1, city and state where the partner needs the full address", async () => {
    const member = await row("demo@harbor.example");
    const result = await updateMember(api.testDb.db, {
      partnerCode: "harbor",
      memberId: member.id,
      changes: { address1: "", city: "", state: "", address2: "" },
      rules: { namesEditable: true, smsOptInV2: false, fullAddressRequired: true },
    });
    expect(result).toEqual({
      kind: "invalid",
      fields: { address1: formMessages.required, city: formMessages.required, state: formMessages.required },
    });
  });

  it("refuses a new ZIP that is not a US one, and keeps one already on file", async () => {
    const fields = await fieldsOf(await save("optout@harbor.example", { zipCode: "99999" }));
    expect(fields).toEqual({ zipCode: formMessages.zipNotInUs });
    const { zipCode } = await row("optout@harbor.example");
    expect((await save("optout@harbor.example", { zipCode: zipCode ?? "10001" })).status).toBe(200);
  });

  it("GET /api/Member answers the profile's fields, as the last save left them", async () => {
    const visitor = await signedInVisitor(api, "optout@harbor.example");
    await send(visitor, "PUT", "/api/Member", { phoneNumber: "312 555 0199", city: "Chicago", state: "IL" });
    const member = memberProfileSchema.parse(await (await visitor.call("/api/Member")).json());
    expect(member).toMatchObject({
      email: "optout@harbor.example",
      phoneNumber: "3125550199",
      smsOptIn: false,
      address: { city: "Chicago", state: "IL" },
    });
  });

  it("answers 401 when not signed in and 403 without the CSRF token", async () => {
    expect((await send(new Visitor(api), "PUT", "/api/Member", { firstName: "X" })).status).toBe(401);
    const visitor = await signedInVisitor(api, "demo@harbor.example");
    expect((await visitor.call("/api/Member", { method: "PUT", json: { firstName: "X" } })).status).toBe(403);
  });
});
