"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useEffect, useState } from "react";
import { useMember } from "@/lib/client/hooks/use-member";
import { FixCredentialsForm, type FixCredentialsCopy } from "./fix-credentials-form";
import { fixCredentialsDestination } from "./fix-credentials-destination";

/**
 * /fix_credentials by who is looking: a visitor who is not signed in goes to /login (signing
 * in brings a member who needs this back here); a member whose email needs updating gets the
 * form; anyone else is told their email is fine and offered the way on. The page itself is
 * static per partner, so this is decided in the browser, like the other member screens.
 */
export function FixCredentialsScreen({ copy }: { copy: FixCredentialsCopy }) {
  const router = useRouter();
  const memberState = useMember();
  const [destination, setDestination] = useState("/");

  useEffect(() => {
    if (memberState.status === "anonymous") router.replace("/login");
  }, [memberState.status, router]);

  useEffect(() => {
    // The stored redirect is read after hydration, so the server render and the first client one agree.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setDestination(fixCredentialsDestination());
  }, []);

  if (memberState.status !== "member") {
    return (
      <p role="status" className="text-muted" aria-live="polite">
        Loading your account…
      </p>
    );
  }
  const { member } = memberState;
  if (!member.emailUpdateRequired) {
    return (
      <div className="flex flex-col gap-4 text-lg" data-testid="email-up-to-date">
        <p role="status">
          Your email address, <strong className="break-all">{member.email}</strong>, is up to date. There is
          nothing to change here.
        </p>
        <Link href={destination} className="button-primary">
          Continue
        </Link>
      </div>
    );
  }
  return <FixCredentialsForm currentEmail={member.email} copy={copy} />;
}
