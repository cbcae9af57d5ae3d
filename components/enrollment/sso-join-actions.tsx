import { authHrefs } from "@/shared/rules/auth-links";

/**
 * What a visitor can do on an SSO partner's /join (decision 0060): join the program, or, already
 * one of its members, sign in with it. Both run at the program's identity provider through
 * /Login, a full page load; a program member signed in there comes back to /join, which moves them
 * on to linking a card (sso-join-for-visitors.tsx).
 */
export function SsoJoinActions({ programName }: { programName: string }) {
  return (
    <>
      <a href={authHrefs.ssoJoin} className="button-primary w-full">
        Join with {programName}
      </a>
      <p className="mt-5 text-center">
        Already a {programName} member?{" "}
        <a href={authHrefs.ssoSignIn} className="text-brand font-bold underline underline-offset-4">
          Sign in with {programName}
        </a>
      </p>
    </>
  );
}
