/** What the review link tells the survey form (account-center §4 Reviews). */
export interface ReviewLinkParams {
  readonly date: Date;
  readonly merchantName: string;
  readonly transactionId: string;
  readonly familyId: string;
  readonly memberName: string;
}

/**
 * The external survey form's address for one transaction: the form's base URL with date
 * (YYYY-MM-DD), merchant, transaction, member family id and name. They go in the fragment,
 * where hosted form services read hidden fields, so they never reach a server log as a query;
 * a base that already has a fragment keeps it and gains the parameters.
 */
export function reviewSurveyUrl(base: string, params: ReviewLinkParams): string {
  const fields = new URLSearchParams({
    date: params.date.toISOString().slice(0, 10),
    merchant: params.merchantName,
    transaction: params.transactionId,
    familyid: params.familyId,
    name: params.memberName,
  });
  const [address = "", fragment] = base.split("#", 2);
  return `${address}#${fragment ? `${fragment}&` : ""}${fields.toString()}`;
}

/** The hosted form of a partner's survey form code, when the copy names no form address. */
export function surveyFormBase(formCode: string): string | null {
  return formCode ? `https://form.typeform.com/to/${encodeURIComponent(formCode)}` : null;
}
