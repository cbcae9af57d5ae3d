"use client";

import "client-only";
import { useEffect, useState } from "react";
import { breakpoints } from "@/shared/constants";

/** True while the page scrolls down on a small screen; the header slides away and returns on scroll up. */
export function useHideOnScroll(): boolean {
  const [hidden, setHidden] = useState(false);
  useEffect(() => {
    let last = window.scrollY;
    const onScroll = () => {
      const y = window.scrollY;
      const small = window.innerWidth < breakpoints.md;
      setHidden(small && y > last && y > 80);
      last = y;
    };
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => {
      window.removeEventListener("scroll", onScroll);
    };
  }, []);
  return hidden;
}
