import { describe, expect, it } from "vitest";
import { notEarnedReasonText } from "@/shared/rules/not-earned-reason";
import { awardNoticeMail, fillNotice, vipNoticeMail, type NoticeItem } from "./notice-mail";
import { noticeItemOf, type NoticedRow } from "./notice-item";
import { defaultNoticeWording } from "./notice-wording";

const points = {
  currencyType: "Point" as const,
  currencyName: { one: "point", other: "points" },
  bonuses: [{ code: "DINE3", description: "500 bonus points for 3 dines", kind: "standard" as const }],
};
const cash = {
  ...points,
  currencyType: "Credit" as const,
  currencyName: { one: "cash back", other: "cash back" },
};

const meal: NoticedRow = {
  transactionType: "S",
  awardStatus: "Pending",
  benefitAmount: 400,
  notEarnedReason: null,
  sourceTransactionId: "network:visa:1",
  // 23:30 in New York on 14 January is 15 January in UTC: the restaurant's day is written.
  date: new Date("2026-01-15T04:30:00Z"),
  merchantName: "Blue Door Bistro",
  timeZone: "America/New_York",
};

describe("noticeItemOf", () => {
  it("tells an earning meal's amount in the partner's currency, at the restaurant, on its own day", () => {
    expect(noticeItemOf(meal, points)).toEqual({
      kind: "earned",
      amount: "400 points",
      merchantName: "Blue Door Bistro",
      mealDay: "14 January 2026",
    });
    expect(noticeItemOf({ ...meal, benefitAmount: 120 }, cash)).toMatchObject({ amount: "$1.20 cash back" });
  });

  it("says why a meal earned nothing: its own reason, else what its status means", () => {
    expect(
      noticeItemOf(
        { ...meal, awardStatus: "Forfeit", benefitAmount: 0, notEarnedReason: "non_earning_day" },
        points,
      ),
    ).toEqual({
      kind: "not_earned",
      merchantName: "Blue Door Bistro",
      mealDay: "14 January 2026",
      reason: "The restaurant did not offer rewards on that day. Its page shows this week's earning days.",
    });
    expect(noticeItemOf({ ...meal, awardStatus: "Deferred", benefitAmount: 0 }, points)).toMatchObject({
      reason: "This meal is final and did not earn a reward.",
    });
  });

  it("tells a refund's reversal, a reservation bonus earned or missed, and a bonus earned", () => {
    expect(
      noticeItemOf(
        { ...meal, transactionType: "A", benefitAmount: -400, notEarnedReason: "refunded" },
        points,
      ),
    ).toMatchObject({ kind: "refunded", amount: "400 points" });
    const bonusRow = { ...meal, transactionType: "B" as const, sourceTransactionId: "reservation-bonus:r1" };
    expect(noticeItemOf({ ...bonusRow, benefitAmount: 50 }, points)).toMatchObject({
      kind: "reservation_bonus",
      amount: "50 points",
    });
    expect(
      noticeItemOf(
        { ...bonusRow, awardStatus: "Forfeit", benefitAmount: 0, notEarnedReason: "reservation_cancelled" },
        points,
      ),
    ).toMatchObject({
      kind: "reservation_bonus_missed",
      reason: notEarnedReasonText("reservation_cancelled", "points"),
    });
    expect(
      noticeItemOf(
        {
          ...bonusRow,
          benefitAmount: 500,
          sourceTransactionId: "bonus:DINE3:m1:2026-01-01",
          merchantName: null,
        },
        points,
      ),
    ).toEqual({ kind: "bonus_earned", amount: "500 points", bonus: "500 bonus points for 3 dines" });
  });

  it("says nothing of a meal that earned 0 at a 0 rate, or of a bonus the partner no longer offers", () => {
    expect(noticeItemOf({ ...meal, benefitAmount: 0 }, points)).toBeNull();
    expect(
      noticeItemOf(
        { ...meal, transactionType: "B", sourceTransactionId: "bonus:GONE:m1:2026-01-01" },
        points,
      ),
    ).toBeNull();
  });
});

describe("awardNoticeMail", () => {
  const earned: NoticeItem = {
    kind: "earned",
    amount: "400 points",
    merchantName: "Blue Door Bistro",
    mealDay: "14 January 2026",
  };

  it("greets the member and tells each item in the wording, under its kind's subject", () => {
    const mail = awardNoticeMail({ firstName: "Ina" }, [earned], defaultNoticeWording);
    expect(mail.subject).toBe(defaultNoticeWording.subject_earned);
    expect(mail.text).toContain("Hi Ina,");
    expect(mail.text).toContain("Your meal at Blue Door Bistro on 14 January 2026 earned 400 points.");
    expect(mail.text).toContain(defaultNoticeWording.footer);
  });

  it("uses the general subject when the items are of different kinds", () => {
    const missed: NoticeItem = { ...earned, kind: "reservation_bonus_missed", reason: "Cancelled." };
    const mail = awardNoticeMail({ firstName: "Ina" }, [earned, missed], defaultNoticeWording);
    expect(mail.subject).toBe(defaultNoticeWording.subject_several);
    expect(mail.text).toContain("earned no reservation bonus. Cancelled.");
  });

  it("writes a name that looks like a token as it is, never expanding it again", () => {
    expect(fillNotice("At MERCHANT_NAME_1.", { MERCHANT_NAME_1: "AMOUNT_1 Grill" })).toBe(
      "At AMOUNT_1 Grill.",
    );
    const mail = awardNoticeMail({ firstName: "REASON_1" }, [earned], defaultNoticeWording);
    expect(mail.text.startsWith("Hi REASON_1,")).toBe(true);
  });

  it("puts no restaurant and no amount in any subject: subjects are logged", () => {
    for (const [key, value] of Object.entries(defaultNoticeWording))
      if (key.startsWith("subject_")) expect(value).not.toMatch(/MERCHANT_NAME_1|AMOUNT_1|FIRST_NAME_1/);
  });
});

describe("vipNoticeMail", () => {
  it("names the year the status runs through", () => {
    const mail = vipNoticeMail({ firstName: "Vic" }, 2027, defaultNoticeWording);
    expect(mail.subject).toBe(defaultNoticeWording.subject_vip);
    expect(mail.text).toContain("all of 2027");
  });
});
