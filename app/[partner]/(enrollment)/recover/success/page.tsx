import type { Metadata } from "next";
import Link from "next/link";
import { EnrollmentPage } from "@/components/enrollment/enrollment-page";

export const metadata: Metadata = { title: "Password changed", robots: { index: false } };

/** /recover/success, step 4 of 4: then sign in. */
export default function RecoverSuccessPage() {
  return (
    <EnrollmentPage title="Your password has been changed">
      <div className="flex flex-col gap-6 text-lg">
        <p>You can now sign in with your new password.</p>
        <Link href="/login" className="button-primary">
          Sign in
        </Link>
      </div>
    </EnrollmentPage>
  );
}
