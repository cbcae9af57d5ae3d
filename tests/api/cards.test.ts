import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { members } from "@/backend/db/schema";
import { testDbKinds } from "@/backend/db/testing";
import { registerCards } from "@/backend/services/cards/register-cards";
import { cardPublicJwkSchema } from "@/shared/cards/card-public-key";
import type { CardType } from "@/shared/cards/card-rules";
import { importCardPublicKey } from "@/shared/cards/encrypt-card-number";
import { maxLinkedCards } from "@/shared/constants";
import { linkedCardsResponseSchema, partnerCardsResponseSchema } from "@/shared/contracts/cards";
import {
  answers,
  brands,
  cardNumber,
  codes,
  frameCard,
  greenleaf,
  harbor,
  link,
  liveCardsOf,
  logged,
  recorded,
  refusedRegistrationSchema,
  skyway,
  typedNumbers,
  usePublicKey,
  watchConsoleForCardNumbers,
} from "./card-test-kit";
import { answer, createTestApi, signedInVisitor, Visitor, type TestApi } from "./support";

// Each case solves proof-of-work human checks and hashes passwords: slow on a busy machine.
vi.setConfig({ testTimeout: 120_000 });
watchConsoleForCardNumbers();
// PostgreSQL too: cards linked at once, under a row lock.
describe.each(testDbKinds({ dialectMatters: true }))("cards on %s", (kind) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await createTestApi(kind, { merchants: 5 });
    const response = await new Visitor(api, harbor).call("/api/Cards/PublicKey");
    usePublicKey(await importCardPublicKey(cardPublicJwkSchema.parse(await response.json())));
  });
  afterAll(async () => {
    await api.close();
  });

  const liveCards = (email: string) => liveCardsOf(api, email);

  it("serves the public key to anyone, cacheably", async () => {
    const response = await new Visitor(api, harbor).call("/api/Cards/PublicKey");
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("public, max-age=3600");
    expect(cardPublicJwkSchema.parse(await response.json())).not.toHaveProperty("d");
  });

  it("links a valid card of each brand, storing the last four and a keyed hash only", async () => {
    const visitor = await signedInVisitor(api, "demo@harbor.example");
    const numbers = {
      Visa: brands.Visa(),
      Visa13: cardNumber("4", 13),
      Mastercard: brands.Mastercard(),
      Mastercard2: cardNumber("2221", 16),
      Amex: brands.Amex(),
      Amex34: cardNumber("34", 15),
      Discover: brands.Discover(),
      Discover65: cardNumber("65", 16),
    };
    const types: CardType[] = [
      "Visa",
      "Visa",
      "Mastercard",
      "Mastercard",
      "Amex",
      "Amex",
      "Discover",
      "Discover",
    ];
    const submitted = await Promise.all(
      Object.values(numbers).map((number, i) => frameCard(number, { cardType: types[i] })),
    );
    const { status, body } = await link(visitor, submitted);
    expect(status).toBe(200);
    expect(codes(body)).toEqual(types.map(() => undefined));
    expect(body.cardRegistration[4]?.memberCard).toEqual({
      cardType: "Amex",
      lastFour: numbers.Amex.slice(-4),
      description: "American Express",
    });

    const list = await recorded(await visitor.call("/api/Member/Cards"));
    const linked = linkedCardsResponseSchema.parse(await list.json());
    expect(linked).toHaveLength(2 + 8);
    expect(linked.at(-1)).toMatchObject({ cardType: "Discover", lastFour: numbers.Discover65.slice(-4) });
    const { rows } = await liveCards("demo@harbor.example");
    const stored = rows.find((row) => row.lastFour === numbers.Visa.slice(-4));
    expect(stored).toMatchObject({ description: "Visa", directFileFeedOptIn: true, partnerCardId: null });
    expect(stored?.numberHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it("refuses numbers that break the brand rules or the Luhn check, linking none (400)", async () => {
    const visitor = await signedInVisitor(api, "vip@harbor.example");
    const visa = brands.Visa();
    const luhnFailure = `${visa.slice(0, 15)}${(Number(visa.at(-1)) + 1) % 10}`;
    const invalid = [
      luhnFailure,
      cardNumber("4", 14), // Visa is 13 or 16 digits
      cardNumber("4", 15),
      cardNumber("3", 16), // no brand starts 3 at 16 digits
      cardNumber("56", 16), // Mastercard is 51-55 or 2221-2720
      cardNumber("2721", 16),
      cardNumber("35", 15), // Amex is 34 or 37
      cardNumber("37", 16),
      cardNumber("6012", 16), // Discover is 6011 or 65
      cardNumber("65", 15),
    ];
    const { status, body } = await link(
      visitor,
      await Promise.all(invalid.map((number) => frameCard(number))),
    );
    expect(status).toBe(400);
    expect(codes(body)).toEqual(invalid.map(() => "INVALID_CARD"));
    // Each says what is wrong: a slip, a number cut short, or a number of no brand we take.
    const check = "Check the card number.";
    const short = "Card number is too short.";
    const brandsMessage = "Card must be Visa®, Mastercard®, American Express® or Discover®.";
    expect(body.cardRegistration.map((item) => item.error?.message)).toEqual([
      check,
      short,
      short,
      brandsMessage,
      brandsMessage,
      brandsMessage,
      brandsMessage,
      check,
      brandsMessage,
      short,
    ]);
    expect((await liveCards("vip@harbor.example")).rows).toHaveLength(1);
  });

  it("refuses a brand the partner does not accept, with the partner's brands in the message", async () => {
    const [member] = await api.testDb.db
      .select()
      .from(members)
      .where(eq(members.email, "vip@harbor.example"));
    const amex = brands.Amex();
    const result = await registerCards(api.testDb.db, {
      partnerCode: "harbor",
      memberId: member?.id ?? "",
      accepted: ["VISA", "MAST"],
      creditCards: [await frameCard(amex, { cardType: "Amex" })],
      directFileFeedOptIn: false,
    });
    expect(result.linked).toBe(0);
    expect(result.items[0]?.error).toEqual({
      code: "CARD_NOT_ACCEPTED",
      message: "Card must be Visa® or Mastercard®.",
    });
  });

  it("refuses a tampered ciphertext and a frame claim that does not match the number", async () => {
    const visitor = await signedInVisitor(api, "vip@harbor.example");
    const tampered = await frameCard(brands.Visa());
    const bytes = Buffer.from(tampered.encryptedCardNumber, "base64");
    bytes[20] = (bytes[20] ?? 0) ^ 0xff;
    const visa = brands.Visa();
    const { status, body } = await link(visitor, [
      { ...tampered, encryptedCardNumber: bytes.toString("base64") },
      { ...tampered, encryptedCardNumber: "not base64!" },
      await frameCard(visa, { lastFour: visa.slice(-4) === "0000" ? "1111" : "0000" }),
      await frameCard(visa, { cardType: "Mastercard" }),
    ]);
    expect(status).toBe(400);
    expect(codes(body)).toEqual(["UNREADABLE", "UNREADABLE", "UNREADABLE", "UNREADABLE"]);
  });

  it("refuses a card already linked to this member, or in the same submission", async () => {
    const visitor = await signedInVisitor(api, "vip@harbor.example");
    const number = brands.Mastercard();
    const first = await link(visitor, [
      await frameCard(number, { cardType: "Mastercard" }),
      await frameCard(number, { cardType: "Mastercard" }),
    ]);
    expect(first.status).toBe(200);
    expect(codes(first.body)).toEqual([undefined, "DUPLICATE_CARD"]);
    const again = await link(visitor, [await frameCard(number, { cardType: "Mastercard" })]);
    expect(again.status).toBe(400);
    expect(again.body.cardRegistration[0]?.error).toEqual({
      code: "DUPLICATE_CARD",
      message: "This card is already linked to your account.",
    });
  });

  it("refuses a card linked to another member, leaving it where it is", async () => {
    const number = brands.Visa();
    expect(
      (await link(await signedInVisitor(api, "demo@harbor.example"), [await frameCard(number)])).status,
    ).toBe(200);
    const { status, body } = await link(await signedInVisitor(api, "new@harbor.example"), [
      await frameCard(number),
    ]);
    expect(status).toBe(400);
    expect(body.cardRegistration[0]?.error).toEqual({
      code: "CARD_LINKED_ELSEWHERE",
      message: "This card is already linked to another account. Call support to move it.",
    });
    const demo = await liveCards("demo@harbor.example");
    expect(demo.rows.some((row) => row.lastFour === number.slice(-4))).toBe(true);
    expect((await liveCards("new@harbor.example")).rows).toHaveLength(1);
  });

  it("links the same card at another partner: duplicates are per partner", async () => {
    const number = brands.Visa();
    expect(
      (await link(await signedInVisitor(api, "demo@harbor.example"), [await frameCard(number)])).status,
    ).toBe(200);
    const greenleafMember = await signedInVisitor(api, "demo@greenleaf.example", greenleaf);
    expect((await link(greenleafMember, [await frameCard(number)])).status).toBe(200);
  });

  it(`stops at ${maxLinkedCards} live cards per member`, async () => {
    const visitor = await signedInVisitor(api, "new@harbor.example");
    const already = (await liveCards("new@harbor.example")).rows.length;
    const room = maxLinkedCards - already;
    const batch = await Promise.all(Array.from({ length: room + 1 }, () => frameCard(brands.Visa())));
    const { status, body } = await link(visitor, batch);
    expect(status).toBe(200);
    expect(codes(body).filter((code) => code === undefined)).toHaveLength(room);
    expect(body.cardRegistration.at(-1)?.error?.code).toBe("MAX_CARDS");
    const full = await link(visitor, [await frameCard(brands.Visa())]);
    expect(full.status).toBe(400);
    expect(codes(full.body)).toEqual(["MAX_CARDS"]);
    expect((await liveCards("new@harbor.example")).rows).toHaveLength(maxLinkedCards);
  });

  it("offers and links a partner's preloaded cards, only the member's own", async () => {
    const visitor = await signedInVisitor(api, "demo@greenleaf.example", greenleaf);
    const offered = partnerCardsResponseSchema.parse(
      await (await recorded(await visitor.call("/api/Cards/AllPartnerCards"))).json(),
    );
    expect(offered.map((card) => card.partnerCardId)).toEqual([
      "GLF-CARD-1001",
      "GLF-CARD-1002",
      "GLF-CARD-1003",
    ]);

    const { status, body } = await link(visitor, [
      { partnerCardId: "GLF-CARD-1001", cardType: "Visa", lastFour: "0077" },
      { partnerCardId: "GLF-CARD-1002", cardType: "Mastercard", lastFour: "9999" },
      { partnerCardId: "GLF-CARD-9999", cardType: "Visa", lastFour: "0077" },
    ]);
    expect(status).toBe(200);
    expect(codes(body)).toEqual([undefined, "INVALID_CARD", "INVALID_CARD"]);
    const list = linkedCardsResponseSchema.parse(await (await visitor.call("/api/Member/Cards")).json());
    expect(list.find((card) => card.partnerCardId === "GLF-CARD-1001")).toMatchObject({ lastFour: "0077" });
    const left = partnerCardsResponseSchema.parse(
      await (await visitor.call("/api/Cards/AllPartnerCards")).json(),
    );
    expect(left.map((card) => card.partnerCardId)).toEqual(["GLF-CARD-1002", "GLF-CARD-1003"]);
    const again = await link(visitor, [
      { partnerCardId: "GLF-CARD-1001", cardType: "Visa", lastFour: "0077" },
    ]);
    expect(codes(again.body)).toEqual(["DUPLICATE_CARD"]);

    // Another member of the partner cannot link them by id.
    const stranger = await link(await signedInVisitor(api, "demo@harbor.example"), [
      { partnerCardId: "GLF-CARD-1003", cardType: "Amex", lastFour: "8431" },
    ]);
    expect(codes(stranger.body)).toEqual(["INVALID_CARD"]);
    expect(
      (await (await signedInVisitor(api, "demo@harbor.example")).call("/api/Cards/AllPartnerCards")).status,
    ).toBe(404);
  });

  it("turns a non-card member into a card member when a card links", async () => {
    const visitor = await signedInVisitor(api, "nocard@skyway.example", skyway);
    expect((await liveCards("nocard@skyway.example")).member.memberType).toBe("NonCardMember");
    expect((await link(visitor, [await frameCard(brands.Discover(), { cardType: "Discover" })])).status).toBe(
      200,
    );
    expect((await liveCards("nocard@skyway.example")).member.memberType).toBe("EnrolledCardMember");
  });

  it("deletes a card; the last one closes the account and signs out; a new card re-enrolls", async () => {
    const email = "nocard@skyway.example";
    const visitor = await signedInVisitor(api, email, skyway);
    const second = brands.Visa();
    expect((await link(visitor, [await frameCard(second)])).status).toBe(200);
    const [first, other] = linkedCardsResponseSchema.parse(
      await (await visitor.call("/api/Member/Cards")).json(),
    );
    if (!first || !other) throw new Error("expected two cards");

    const token = await visitor.csrfToken();
    const remove = (id: string, who = visitor, csrf = token) =>
      who.call(`/api/Member/Cards?id=${id}`, { method: "DELETE", headers: { "x-xsrf-token": csrf } });
    expect((await remove(first.id, visitor, "")).status).toBe(403);
    const someoneElses = (await liveCards("demo@harbor.example")).rows[0]?.id ?? "";
    expect((await remove(someoneElses)).status).toBe(404);
    expect((await remove("not-a-card")).status).toBe(400);

    const deleted = await recorded(await remove(first.id));
    expect(deleted.status).toBe(200);
    expect(await deleted.json()).toBe(true);
    expect((await remove(first.id)).status).toBe(404);
    expect(
      linkedCardsResponseSchema.parse(await (await visitor.call("/api/Member/Cards")).json()),
    ).toHaveLength(1);
    expect((await liveCards(email)).member.memberType).toBe("EnrolledCardMember");

    expect((await remove(other.id)).status).toBe(200);
    expect((await liveCards(email)).member.memberType).toBe("ClosedAccountMember");
    expect(visitor.cookie("rewards_session")).toBeUndefined();
    expect((await visitor.call("/api/Member")).status).toBe(401);

    // Re-enrollment: signed in again, the closed-account member links a card (the deleted one may come back).
    const again = await signedInVisitor(api, email, skyway);
    expect((await link(again, [await frameCard(second)])).status).toBe(200);
    expect((await liveCards(email)).member.memberType).toBe("EnrolledCardMember");
  });

  it("answers 401 when not signed in, 403 without CSRF, 400 without a human check", async () => {
    const anonymous = new Visitor(api, harbor);
    expect((await anonymous.call("/api/Member/Cards")).status).toBe(401);
    const token = await anonymous.csrfToken();
    const post = await anonymous.call("/api/Member/Cards", {
      method: "POST",
      json: { creditCards: [await frameCard(brands.Visa())], gRecaptchaResponse: "x" },
      headers: { "x-xsrf-token": token },
    });
    expect(post.status).toBe(401);
    expect(
      (await anonymous.call("/api/Cards/AllPartnerCards", { headers: { host: greenleaf } })).status,
    ).toBe(401);

    const member = await signedInVisitor(api, "vip@harbor.example");
    const noCsrf = await member.call("/api/Member/Cards", {
      method: "POST",
      json: { creditCards: [await frameCard(brands.Visa())], gRecaptchaResponse: "x" },
    });
    expect(noCsrf.status).toBe(403);
    const memberToken = await member.csrfToken();
    const noCheck = await member.call("/api/Member/Cards", {
      method: "POST",
      json: { creditCards: [await frameCard(brands.Visa())] },
      headers: { "x-xsrf-token": memberToken },
    });
    expect(noCheck.status).toBe(400);
    expect(await answer(noCheck, refusedRegistrationSchema)).toMatchObject({
      cardRegistration: [],
      fields: { gRecaptchaResponse: "The reCAPTCHA must be completed." },
    });
    const badCheck = await member.call("/api/Member/Cards", {
      method: "POST",
      json: { creditCards: [await frameCard(brands.Visa())], gRecaptchaResponse: "forged" },
      headers: { "x-xsrf-token": memberToken },
    });
    expect(badCheck.status).toBe(400);
    expect(await answer(badCheck, refusedRegistrationSchema)).toMatchObject({
      cardRegistration: [],
      error: "The reCAPTCHA must be completed.",
    });
    expect((await liveCards("vip@harbor.example")).rows.length).toBeLessThan(maxLinkedCards + 1);
  });

  it("never stores, answers or logs a card number", async () => {
    expect(typedNumbers.size).toBeGreaterThan(40);
    // Both drivers answer execute() with {rows}; the shape is checked rather than assumed.
    const tableList = z.object({ rows: z.array(z.object({ schema: z.string(), name: z.string() })) });
    const dumpRow = z.object({ rows: z.array(z.object({ dump: z.string().nullable() })) });
    const { rows: tables } = tableList.parse(
      await api.testDb.db.execute(
        sql`select table_schema as schema, table_name as name from information_schema.tables
            where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema')`,
      ),
    );
    expect(tables.length).toBeGreaterThan(5);
    const dumps: string[] = [];
    for (const table of tables) {
      const { rows } = dumpRow.parse(
        await api.testDb.db.execute(
          sql`select string_agg(t::text, E'\n') as dump from ${sql.identifier(table.schema)}.${sql.identifier(table.name)} t`,
        ),
      );
      dumps.push(rows[0]?.dump ?? "");
    }
    const database = dumps.join("\n");
    expect(database).toContain("0077");
    const everywhere = { database, answers: answers.join("\n"), logs: logged.join("\n") };
    for (const number of typedNumbers) {
      // The number whole, and the part of it that is never shown (all but the last four).
      for (const needle of [number, number.slice(0, -4)]) {
        for (const [place, text] of Object.entries(everywhere)) {
          expect(text.includes(needle), `${place} holds a card number`).toBe(false);
        }
      }
    }
  });
});
