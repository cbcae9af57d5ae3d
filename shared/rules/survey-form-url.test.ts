import { describe, expect, it } from "vitest";
import { surveyFormUrl } from "./survey-form-url";

const tracking = {
  surveyId: "harbor-feedback",
  source: "/merchants/m-000042",
  publicId: "pub-123",
  partnerCode: "harbor",
};

describe("surveyFormUrl", () => {
  it("fills the form id and sends the spec's tracking fields as hidden fields", () => {
    const url = new URL(surveyFormUrl("https://form.typeform.com/to/{surveyId}", tracking));
    expect(url.origin + url.pathname).toBe("https://form.typeform.com/to/harbor-feedback");
    expect(url.search).toBe("");
    expect(Object.fromEntries(new URLSearchParams(url.hash.slice(1)))).toEqual({
      campaign: "harbor-feedback",
      medium: "web",
      source: "/merchants/m-000042",
      public_id: "pub-123",
      partner_code: "harbor",
    });
  });

  it("leaves the public id out for visitors and keeps a fragment the template already has", () => {
    const url = surveyFormUrl("https://forms.example/s#lang=en", { ...tracking, publicId: undefined });
    expect(url).toBe(
      "https://forms.example/s#lang=en&campaign=harbor-feedback&medium=web&source=%2Fmerchants%2Fm-000042&partner_code=harbor",
    );
  });

  it("encodes a survey id that is not URL-safe", () => {
    expect(surveyFormUrl("https://f.example/{surveyId}", { ...tracking, surveyId: "a b/c" })).toMatch(
      /^https:\/\/f\.example\/a%20b%2Fc#/,
    );
  });
});
