"use client";

import { createContext, useContext, type ReactNode } from "react";

/** Copy the shell's own pages need where no partner params reach (the not-found boundary). */
export interface StatusCopy {
  readonly document_title: string;
  readonly title: string;
  readonly tagline: string;
  readonly home_link_text: string;
  readonly reference_label?: string | undefined;
  readonly support_text?: string | undefined;
}

/** The partner's customer-support phone (partner config). */
export interface SupportPhone {
  readonly href: string;
  readonly formatted: string;
}

export interface ShellCopy {
  readonly notFound: StatusCopy;
  readonly serverError: StatusCopy;
  readonly supportPhone: SupportPhone | null;
}

const fallback: ShellCopy = {
  notFound: {
    document_title: "Page not found",
    title: "We couldn't find that page",
    tagline: "The page may have moved, or the link may be out of date.",
    home_link_text: "Back to home",
  },
  serverError: {
    document_title: "Something went wrong",
    title: "Something went wrong",
    tagline: "This page didn't load. Please try again in a moment.",
    home_link_text: "Back to home",
  },
  supportPhone: null,
};

const ShellCopyContext = createContext<ShellCopy>(fallback);

export function ShellCopyProvider({ value, children }: { value: Partial<ShellCopy>; children: ReactNode }) {
  return <ShellCopyContext.Provider value={{ ...fallback, ...value }}>{children}</ShellCopyContext.Provider>;
}

export function useShellCopy(): ShellCopy {
  return useContext(ShellCopyContext);
}
