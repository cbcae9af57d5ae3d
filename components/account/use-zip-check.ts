"use client";

import { useRef } from "react";
import { checkZip, type ZipCheck } from "@/lib/client/api/profile";

type ZipCheckState = ZipCheck | "checking";

/**
 * The server's word on a ZIP (GET /api/Members/Validate/Zip), kept for the ZIP it was asked
 * about: typing another ZIP forgets it, and a slower answer for an older ZIP is ignored. Kept
 * outside React state: the form's validation reads it right after an answer, before any render.
 */
export function useZipCheck() {
  const check = useRef<{ zip: string; state: ZipCheckState } | null>(null);

  async function run(zip: string): Promise<ZipCheck> {
    check.current = { zip, state: "checking" };
    const state = await checkZip(zip);
    if (check.current.zip === zip) check.current = { zip, state };
    return state;
  }

  const stateFor = (zip: string): ZipCheckState | undefined =>
    check.current?.zip === zip ? check.current.state : undefined;

  /** A check that could not run is asked again at save rather than blocking it. */
  function forgetFailure(): void {
    if (check.current?.state === "failed") check.current = null;
  }

  return { run, stateFor, forgetFailure };
}
