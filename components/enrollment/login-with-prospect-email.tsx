"use client";

import { useEffect, useState } from "react";
import type { LoginCopy } from "@/shared/contracts/copy/login";
import { LoginForm } from "./login-form";
import { takeProspectEmail } from "./prospect-handoff";

/**
 * The login form, prefilled with the email a visitor typed on the home page when the program
 * already knows it (public-and-shared §4 Prospect email flow). The handed-over email is read
 * after hydration, so the server-rendered form and the first client render agree.
 */
export function LoginWithProspectEmail({ copy }: { copy: LoginCopy }) {
  const [email, setEmail] = useState<string | null>(null);
  useEffect(() => {
    // Reading browser storage once on mount: there is no external store to subscribe to. Null
    // without an email, so the form is not re-mounted for nothing: a re-mount replaces the
    // inputs and drops what the browser autofilled into them.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setEmail(takeProspectEmail() || null);
  }, []);
  // Re-mounted once a handed-over email is known, so the form's own state starts from it.
  return <LoginForm key={email ?? "pending"} copy={copy} initialEmail={email ?? ""} />;
}
