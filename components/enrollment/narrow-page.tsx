import type { ReactNode } from "react";

/** The single narrow column of the sign-in and recovery screens: a heading, a line, the form. */
export function NarrowPage({
  title,
  intro,
  children,
}: {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="content-width py-10 md:py-16">
      <div className="mx-auto max-w-md">
        <h1 className="text-3xl font-bold">{title}</h1>
        {intro ? <div className="text-muted mt-2 text-lg">{intro}</div> : null}
        <div className="mt-8">{children}</div>
      </div>
    </div>
  );
}
