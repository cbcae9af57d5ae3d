import type { NoticeWording } from "./notice-wording";

/**
 * One thing a notice tells the member (decision 0065). Amounts are already in the partner's
 * currency ("400 points"); days are the restaurant's ("14 January 2026").
 */
export type NoticeItem =
  | {
      readonly kind: "earned";
      readonly amount: string;
      readonly merchantName: string;
      readonly mealDay: string;
    }
  | {
      readonly kind: "not_earned";
      readonly merchantName: string;
      readonly mealDay: string;
      readonly reason: string;
    }
  | {
      readonly kind: "refunded";
      readonly amount: string;
      readonly merchantName: string;
      readonly mealDay: string;
    }
  | {
      readonly kind: "reservation_bonus";
      readonly amount: string;
      readonly merchantName: string;
      readonly mealDay: string;
    }
  | {
      readonly kind: "reservation_bonus_missed";
      readonly merchantName: string;
      readonly mealDay: string;
      readonly reason: string;
    }
  | { readonly kind: "bonus_earned"; readonly amount: string; readonly bonus: string };

export interface NoticeMail {
  readonly subject: string;
  readonly text: string;
}

type SubjectKey = "subject_earned" | "subject_not_earned" | "subject_refunded" | "subject_bonus";

const subjectOf: Record<NoticeItem["kind"], SubjectKey> = {
  earned: "subject_earned",
  reservation_bonus: "subject_earned",
  not_earned: "subject_not_earned",
  reservation_bonus_missed: "subject_not_earned",
  refunded: "subject_refunded",
  bonus_earned: "subject_bonus",
};

const mailToken = /\b(FIRST_NAME|AMOUNT|MERCHANT_NAME|MEAL_DATE|REASON|BONUS|NEXT_YEAR)_1\b/g;

/**
 * Puts a mail's facts into a wording in one pass: a restaurant or a bonus whose name looks like
 * a token is written as it is, never expanded again.
 */
export function fillNotice(wording: string, facts: Readonly<Record<string, string>>): string {
  return wording.replace(mailToken, (token) => facts[token] ?? token);
}

function paragraphOf(item: NoticeItem, wording: NoticeWording): string {
  switch (item.kind) {
    case "earned":
    case "refunded":
    case "reservation_bonus":
      return fillNotice(wording[item.kind], {
        AMOUNT_1: item.amount,
        MERCHANT_NAME_1: item.merchantName,
        MEAL_DATE_1: item.mealDay,
      });
    case "not_earned":
    case "reservation_bonus_missed":
      return fillNotice(wording[item.kind], {
        MERCHANT_NAME_1: item.merchantName,
        MEAL_DATE_1: item.mealDay,
        REASON_1: item.reason,
      });
    case "bonus_earned":
      return fillNotice(wording.bonus_earned, { AMOUNT_1: item.amount, BONUS_1: item.bonus });
  }
}

function letter(firstName: string, paragraphs: readonly string[], wording: NoticeWording): string {
  return [fillNotice(wording.greeting, { FIRST_NAME_1: firstName }), ...paragraphs, wording.footer].join(
    "\n\n",
  );
}

/**
 * The one message a member gets for what a run of the notices job found for them: a paragraph
 * per item, under the subject of their kind, or the partner's general subject when they differ
 * (a meal and the reservation bonus it missed, say).
 */
export function awardNoticeMail(
  member: { readonly firstName: string },
  items: readonly NoticeItem[],
  wording: NoticeWording,
): NoticeMail {
  const subjects = new Set(items.map((item) => subjectOf[item.kind]));
  const [only] = subjects;
  return {
    subject: subjects.size === 1 && only ? wording[only] : wording.subject_several,
    text: letter(
      member.firstName,
      items.map((item) => paragraphOf(item, wording)),
      wording,
    ),
  };
}

/** The mail to a member the VIP batch just moved up. */
export function vipNoticeMail(
  member: { readonly firstName: string },
  nextYear: number,
  wording: NoticeWording,
): NoticeMail {
  return {
    subject: wording.subject_vip,
    text: letter(member.firstName, [fillNotice(wording.vip, { NEXT_YEAR_1: String(nextYear) })], wording),
  };
}
