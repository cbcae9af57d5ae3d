"use client";

import { useState } from "react";
import type { MobileMenuLinks } from "./mobile-menu-dialog";
import { onDemand } from "./on-demand";

const menuDialog = onDemand(() => import("./mobile-menu-dialog").then((module) => module.MobileMenuDialog));

/**
 * Small-screen menu: the button is in every page's first load, the dialog's code is not. It
 * starts loading as soon as the button is touched, pressed or focused, so by the click (or the
 * Enter) that opens it, it is there or nearly; once opened, the dialog stays mounted, closed, so
 * closing it hands focus back to the button as the native dialog does.
 */
export function MobileMenu(links: MobileMenuLinks) {
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  return (
    <>
      <button
        type="button"
        className="flex size-11 shrink-0 items-center justify-center rounded-full border border-black/15 lg:hidden"
        aria-label="Open menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerDown={menuDialog.preload}
        onFocus={menuDialog.preload}
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
      >
        <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true">
          <path d="M2 5h16M2 10h16M2 15h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
      {opened ? (
        <menuDialog.Component
          {...links}
          open={open}
          onClose={() => {
            setOpen(false);
          }}
        />
      ) : null}
    </>
  );
}
