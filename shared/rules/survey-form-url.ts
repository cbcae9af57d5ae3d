/** What the survey widget tells the partner's external survey form (public-and-shared §4 Survey widget). */
export interface SurveyTracking {
  /** The survey entry's id: which survey this answer belongs to. */
  readonly surveyId: string;
  /** The current path, as the spec's "source". */
  readonly source: string;
  /** The signed-in member's public id; absent for visitors. */
  readonly publicId: string | undefined;
  readonly partnerCode: string;
}

/**
 * The external form's address: the partner's template with `{surveyId}` filled in, plus the
 * spec's tracking fields (campaign = the survey id, medium web, source, public id, partner
 * code). They go in the fragment, where hosted form services read hidden fields, so they never
 * reach a server log as a query (as the review link does, shared/rules/review-link.ts).
 */
export function surveyFormUrl(template: string, tracking: SurveyTracking): string {
  const filled = template.replaceAll("{surveyId}", encodeURIComponent(tracking.surveyId));
  const fields = new URLSearchParams({
    campaign: tracking.surveyId,
    medium: "web",
    source: tracking.source,
    ...(tracking.publicId ? { public_id: tracking.publicId } : {}),
    partner_code: tracking.partnerCode,
  });
  const [address = "", fragment] = filled.split("#", 2);
  return `${address}#${fragment ? `${fragment}&` : ""}${fields.toString()}`;
}
