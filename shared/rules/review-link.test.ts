import { describe, expect, it } from "vitest";
import { reviewSurveyUrl, surveyFormBase } from "./review-link";

const params = {
  date: new Date("2026-11-20T19:30:00Z"),
  merchantName: "Bistro & Bar",
  transactionId: "3f1c2d4e-0000-4000-8000-000000000001",
  familyId: "harbor-demo-member",
  memberName: "Dana Rivera",
};

describe("reviewSurveyUrl", () => {
  it("carries date, merchant, transaction, family id and name in the fragment", () => {
    const url = new URL(reviewSurveyUrl("https://form.typeform.com/to/HHDsurvey", params));
    expect(url.origin + url.pathname).toBe("https://form.typeform.com/to/HHDsurvey");
    expect(url.search).toBe("");
    const fields = new URLSearchParams(url.hash.slice(1));
    expect(Object.fromEntries(fields)).toEqual({
      date: "2026-11-20",
      merchant: "Bistro & Bar",
      transaction: params.transactionId,
      familyid: "harbor-demo-member",
      name: "Dana Rivera",
    });
  });

  it("keeps a fragment the base already has", () => {
    const url = reviewSurveyUrl("https://surveys.example/form#source=web", params);
    expect(url.startsWith("https://surveys.example/form#source=web&date=2026-11-20")).toBe(true);
  });
});

describe("surveyFormBase", () => {
  it("builds the hosted form address from a form code, or none without one", () => {
    expect(surveyFormBase("HHDsurvey")).toBe("https://form.typeform.com/to/HHDsurvey");
    expect(surveyFormBase("")).toBeNull();
  });
});
