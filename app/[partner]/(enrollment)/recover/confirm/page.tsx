import type { Metadata } from "next";
import Link from "next/link";
import { EnrollmentPage } from "@/components/enrollment/enrollment-page";
import { passwordResetTokenMinutes } from "@/shared/constants";

export const metadata: Metadata = { title: "Check your email", robots: { index: false } };

/** /recover/confirm, step 2 of 4: the link is on its way (said the same whether or not an account matched). */
export default function RecoverConfirmPage() {
  return (
    <EnrollmentPage title="Check your email">
      <div className="flex flex-col gap-4 text-lg">
        <p>
          If an account matches what you entered, we&rsquo;ve sent it a link to reset your password. The link
          works for {passwordResetTokenMinutes} minutes and only once.
        </p>
        <p>Nothing arrived after a few minutes? Check your spam folder, or ask for a new link.</p>
        <Link href="/recover" className="button-secondary mt-4">
          Send a new link
        </Link>
      </div>
    </EnrollmentPage>
  );
}
