"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { statusToast } from "@/components/ui/toasts";
import { registerForBonus } from "@/lib/client/api/bonuses";
import { isUnauthorized } from "@/lib/client/api/http";
import { memberKeys } from "@/lib/client/query/keys";
import type { Bonus } from "@/shared/contracts/bonus";
import {
  bonusBanners,
  memberStateIndex,
  recentlyRegistered,
  type ShownBanner,
} from "@/shared/rules/bonus-banners";
import { readRegisteredBonuses, rememberRegisteredBonus } from "./registered-bonuses";
import type { BonusCopy } from "@/shared/contracts/copy/bonus";

/**
 * Bonus banners (account-center §2, §4, §8): eligible bonuses with a Register button, then
 * the activated ones. A registration is remembered in this browser for ~35 minutes, so the
 * bonus shows as enrolled at once and stays so even if a stale answer still says eligible.
 */
export function OverviewBonusBanners({
  copy,
  member,
  signInAgain,
}: {
  copy: BonusCopy;
  member: { publicId: string; tierLevel: number; emailOptIn: boolean; activeBonuses: readonly Bonus[] };
  signInAgain: () => void;
}) {
  const [registered, setRegistered] = useState<Record<string, number>>({});
  // The moment banners are judged at: set on opening and on each registration.
  const [now, setNow] = useState(() => Date.now());
  const [focusCode, setFocusCode] = useState<string | null>(null);
  const activatedList = useRef<HTMLUListElement>(null);

  useEffect(() => {
    // Local storage exists only in the browser, after hydration.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setRegistered(readRegisteredBonuses(member.publicId));
  }, [member.publicId]);

  useEffect(() => {
    if (!focusCode) return;
    // The Register button is gone with its banner: focus follows the bonus to the activated list.
    activatedList.current?.querySelector<HTMLElement>(`[data-code="${CSS.escape(focusCode)}"]`)?.focus();
  }, [focusCode, registered]);

  const queryClient = useQueryClient();
  const registration = useMutation({
    mutationFn: registerForBonus,
    onSuccess: (taken, code) => {
      if (!taken) {
        statusToast("error", copy.error);
        return;
      }
      const at = rememberRegisteredBonus(member.publicId, code);
      setRegistered(readRegisteredBonuses(member.publicId));
      setNow(at);
      setFocusCode(code);
      statusToast("success", copy.success);
      // The member's bonuses changed: every component showing the member reads it again.
      void queryClient.invalidateQueries({ queryKey: memberKeys.current() });
    },
    onError: (error) => {
      if (isUnauthorized(error)) signInAgain();
      else statusToast("error", copy.error);
    },
  });
  const busy = registration.isPending ? registration.variables : null;

  const { available, activated } = bonusBanners({
    banners: copy.banners,
    bonuses: member.activeBonuses,
    stateIndex: memberStateIndex(member),
    registered: recentlyRegistered(registered, now),
    now,
  });
  if (available.length === 0 && activated.length === 0) return null;

  function register(banner: ShownBanner) {
    registration.mutate(banner.code);
  }

  return (
    <section
      aria-labelledby="bonus-banners-heading"
      className="flex flex-col gap-4 rounded-2xl border border-black/10 p-5 sm:p-6"
      data-testid="bonus-banners"
    >
      <h2 id="bonus-banners-heading" className="text-xl font-bold">
        {copy.title}
      </h2>
      {available.length > 0 ? (
        <div>
          <h3 className="text-muted text-sm font-bold tracking-widest uppercase">Available to you</h3>
          <ul className="mt-2 flex flex-col gap-3" data-testid="bonus-available">
            {available.map((banner) => (
              <li
                key={banner.code}
                data-code={banner.code}
                className="flex flex-col gap-3 rounded-xl border-2 border-dashed border-black/25 p-4 md:flex-row md:items-center md:justify-between"
              >
                <p className="font-bold">{banner.text}</p>
                {banner.appText ? (
                  <p className="text-muted md:max-w-64">{banner.appText}</p>
                ) : (
                  <button
                    type="button"
                    className="button-primary shrink-0"
                    disabled={busy !== null}
                    aria-busy={busy === banner.code}
                    onClick={() => {
                      register(banner);
                    }}
                  >
                    {busy === banner.code ? "Registering…" : "Register"}
                    <span className="sr-only">: {banner.text}</span>
                  </button>
                )}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {activated.length > 0 ? (
        <div>
          <h3 className="text-muted text-sm font-bold tracking-widest uppercase">Activated</h3>
          <ul ref={activatedList} className="mt-2 flex flex-col gap-3" data-testid="bonus-activated">
            {activated.map((banner) => (
              <li
                key={banner.code}
                data-code={banner.code}
                tabIndex={-1}
                className="bg-brand/5 flex items-start gap-3 rounded-xl p-4"
              >
                <span
                  aria-hidden="true"
                  className="bg-brand text-on-brand mt-0.5 rounded-full px-2 text-sm font-bold"
                >
                  ✓
                </span>
                <p>
                  <span className="sr-only">Registered: </span>
                  {banner.text}
                </p>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}
