import type { ReactNode } from "react";
import type { StatusCopy, SupportPhone } from "./shell-copy";

/**
 * The body of the not-found and server-error pages: the partner's heading and tagline, the code
 * to quote to customer support (when the request has one) and the support phone as a link.
 */
export function StatusPageBody({
  eyebrow,
  copy,
  reference,
  phone,
  testId,
  children,
  after,
}: {
  eyebrow?: string;
  copy: StatusCopy;
  reference: string | null;
  phone: SupportPhone | null;
  testId: string;
  /** The page's actions: the home link, a retry. */
  children: ReactNode;
  /** What the page offers below its actions (a removed restaurant's neighbours, a search box). */
  after?: ReactNode;
}) {
  return (
    <div className="content-width py-16 text-center" data-testid={testId}>
      {eyebrow ? <p className="text-muted text-sm font-bold tracking-wide uppercase">{eyebrow}</p> : null}
      <h1 className="mt-2 text-3xl font-bold">{copy.title}</h1>
      <p className="mx-auto mt-4 max-w-xl text-lg">{copy.tagline}</p>
      {phone && copy.support_text ? (
        <p className="mx-auto mt-4 max-w-xl" data-testid="status-support">
          {copy.support_text}{" "}
          <a className="font-bold whitespace-nowrap underline underline-offset-4" href={phone.href}>
            {phone.formatted}
          </a>
        </p>
      ) : null}
      {reference && copy.reference_label ? (
        <p className="text-muted mt-2 text-sm" data-testid="status-reference">
          {copy.reference_label}: <span className="font-mono font-bold">{reference}</span>
        </p>
      ) : null}
      <div className="mt-8 flex flex-wrap justify-center gap-3">{children}</div>
      {after}
    </div>
  );
}
