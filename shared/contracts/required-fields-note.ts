/**
 * The note every member form shows above its fields, apart from formMessages so that the form
 * frame (on every enrollment page) does not carry every other message with it
 * (docs/performance.md, Bundles).
 */
export const requiredFieldsNote = "* Required field";
