"use client";

import { createContext, useContext, type ReactNode } from "react";

/** Copy the shell's own pages need where no partner params reach (the not-found boundary). */
export interface StatusCopy {
  readonly document_title: string;
  readonly title: string;
  readonly tagline: string;
  readonly home_link_text: string;
}

export interface ShellCopy {
  readonly notFound: StatusCopy;
}

const fallback: ShellCopy = {
  notFound: {
    document_title: "Page not found",
    title: "We couldn't find that page",
    tagline: "The page may have moved, or the link may be out of date.",
    home_link_text: "Back to home",
  },
};

const ShellCopyContext = createContext<ShellCopy>(fallback);

export function ShellCopyProvider({ value, children }: { value: Partial<ShellCopy>; children: ReactNode }) {
  return <ShellCopyContext.Provider value={{ ...fallback, ...value }}>{children}</ShellCopyContext.Provider>;
}

export function useShellCopy(): ShellCopy {
  return useContext(ShellCopyContext);
}
