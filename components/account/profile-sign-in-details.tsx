import type { ProfileCopy } from "./profile-copy";
import { ProfilePasswordReset } from "./profile-password-reset";
import { ProfileReadOnlyRows, type ReadOnlyRow } from "./profile-read-only-rows";
import { ProfileSection } from "./profile-section";
import { ProfileSignOutOthers } from "./profile-sign-out-others";

/**
 * Email and (direct enrollment only) password, read-only (account-center §5): the email changes
 * through customer support, the password through signing out and resetting it.
 */
export function ProfileSignInDetails({
  email,
  showPassword,
  copy,
}: {
  email: string;
  showPassword: boolean;
  copy: ProfileCopy;
}) {
  const link = "text-brand font-bold underline";
  const rows: ReadOnlyRow[] = [
    {
      label: "Email",
      value: email,
      testId: "profile-email",
      note: (
        <>
          To change your email, contact customer support at{" "}
          <a className={link} href={copy.support.email.href}>
            {copy.support.email.display}
          </a>{" "}
          or{" "}
          <a className={`${link} whitespace-nowrap`} href={copy.support.phone.href}>
            {copy.support.phone.formatted}
          </a>
          .
        </>
      ),
    },
  ];
  if (showPassword)
    rows.push({
      label: "Password",
      value: (
        <>
          <span aria-hidden="true">••••••••</span>
          <span className="sr-only">Hidden</span>
        </>
      ),
      testId: "profile-password",
      note: (
        <>
          For your security, a password is changed by signing out and resetting it from the sign-in page.
          <br />
          <ProfilePasswordReset />
        </>
      ),
    });
  rows.push({
    label: "Devices",
    value: "This browser stays signed in.",
    testId: "profile-devices",
    note: <ProfileSignOutOthers />,
  });
  return (
    <ProfileSection title="Sign-in details">
      <ProfileReadOnlyRows rows={rows} />
    </ProfileSection>
  );
}
