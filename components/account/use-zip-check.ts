"use client";

import { useRef, useState } from "react";
import { checkZip, type ZipCheck } from "@/lib/client/api/profile";

export type ZipCheckState = ZipCheck | "checking";

/**
 * The server's word on a ZIP (GET /api/Members/Validate/Zip), kept for the ZIP it was asked
 * about: typing another ZIP forgets it, and a slower answer for an older ZIP is ignored.
 */
export function useZipCheck() {
  const [check, setCheck] = useState<{ zip: string; state: ZipCheckState } | null>(null);
  const latest = useRef<string | null>(null);

  async function run(zip: string): Promise<ZipCheck> {
    latest.current = zip;
    setCheck({ zip, state: "checking" });
    const state = await checkZip(zip);
    if (latest.current === zip) setCheck({ zip, state });
    return state;
  }

  const stateFor = (zip: string): ZipCheckState | undefined => (check?.zip === zip ? check.state : undefined);

  return { run, stateFor };
}
