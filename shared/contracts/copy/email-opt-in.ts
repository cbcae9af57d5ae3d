/** The join form's email opt-in: its label and what it unlocks (global 'email_opt_in'). */
export interface EmailOptInCopy {
  readonly label: string;
  readonly unlocks: string;
}
