import type { Metadata } from "next";
import { MaintenanceNotice } from "@/components/shell/maintenance-notice";

export const metadata: Metadata = { title: "We're Working On It", robots: { index: false } };
export const dynamic = "force-dynamic";

/** Where the proxy sends every page while MAINTENANCE_MODE is on; `from` is the path asked for. */
export default async function MaintenancePage({
  searchParams,
}: {
  searchParams: Promise<{ from?: string }>;
}) {
  const { from } = await searchParams;
  return <MaintenanceNotice path={from ?? "/"} />;
}
