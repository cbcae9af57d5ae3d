"use client";

import { authHrefs } from "@/shared/rules/auth-links";
import Link from "next/link";
import { useEffect, useId, useRef, useState } from "react";
import type { Member } from "@/shared/contracts/member";
import { MemberGreeting, memberToggleClass } from "./member-greeting";
import { accountTabs } from "./nav-model";

/**
 * Greeting, email, the account-center links and sign-out, behind a disclosure button. Members
 * only: its code loads once a session may be live (auth-links.tsx), never for a visitor.
 */
export function MemberDropdown({ member, withReservations }: { member: Member; withReservations: boolean }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        setOpen(false);
        button.current?.focus();
      }
    };
    document.addEventListener("pointerdown", onPointer);
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("pointerdown", onPointer);
      document.removeEventListener("keydown", onKey);
    };
  }, [open]);

  return (
    <div ref={root} className="relative" data-testid="member-dropdown">
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => {
          setOpen((value) => !value);
        }}
        className={memberToggleClass}
      >
        <MemberGreeting firstName={member.firstName} />
      </button>
      <div
        id={panelId}
        hidden={!open}
        className="bg-surface absolute right-0 z-50 mt-2 w-72 rounded-2xl border border-black/10 p-4 shadow-lg"
      >
        <p className="font-bold">
          {member.firstName} {member.lastName}
        </p>
        <p className="text-muted truncate text-sm">{member.email}</p>
        <ul className="mt-3 border-t border-black/10 pt-3">
          {accountTabs(withReservations).map((link) => (
            <li key={link.href}>
              <Link
                href={link.href}
                className="block rounded-lg px-2 py-2 hover:bg-black/5"
                onClick={() => {
                  setOpen(false);
                }}
              >
                {link.label}
              </Link>
            </li>
          ))}
          <li className="mt-2 border-t border-black/10 pt-2">
            <a href={authHrefs.signOut} className="block rounded-lg px-2 py-2 font-bold hover:bg-black/5">
              Sign out
            </a>
          </li>
        </ul>
      </div>
    </div>
  );
}
