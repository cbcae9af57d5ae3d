import type { ComponentProps } from "react";
import { nameMaxLength } from "@/shared/contracts/enrollment-values";
import { TextField } from "./text-field";

type BoundField = Omit<ComponentProps<typeof TextField>, "id" | "label">;

/**
 * First and last name side by side from 451 px (stacked below): required, at most 20 characters
 * each (account-center §5), as /join and the profile ask for them.
 */
export function NameFields({
  idPrefix,
  firstName,
  lastName,
}: {
  idPrefix: string;
  firstName: BoundField;
  lastName: BoundField;
}) {
  return (
    <div className="grid gap-x-4 gap-y-1 sm:grid-cols-2">
      <TextField
        id={`${idPrefix}-first-name`}
        label="First name"
        autoComplete="given-name"
        required
        maxLength={nameMaxLength}
        {...firstName}
      />
      <TextField
        id={`${idPrefix}-last-name`}
        label="Last name"
        autoComplete="family-name"
        required
        maxLength={nameMaxLength}
        {...lastName}
      />
    </div>
  );
}
