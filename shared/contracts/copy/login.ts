/** The sign-in form's wordings (global content 'errors', with the product's own defaults). */
export interface LoginCopy {
  readonly required: string;
  readonly invalidEmail: string;
  /** Email and password do not match an account. */
  readonly credentials: string;
  readonly locked: string;
  readonly formErrors: string;
  readonly general: string;
  readonly tooMany: string;
}
