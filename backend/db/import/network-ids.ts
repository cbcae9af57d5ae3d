// Run under tsx by `npm run db:import-merchants` and the seed, so no "server-only" guard here.
import type { MerchantImportRow } from "@/shared/contracts/merchant-import";
import {
  merchantNetworkIdFields,
  type CardNetworkName,
  type MerchantNetworkIdField,
} from "@/shared/contracts/network-feed-values";

export interface NetworkIdRow {
  readonly merchantId: string;
  readonly network: CardNetworkName;
  readonly networkMerchantId: string;
}

const fields = Object.keys(merchantNetworkIdFields) as MerchantNetworkIdField[];

/** The network identifiers an imported merchant row carries, as merchant_network_ids rows. */
export function networkIdsOf(row: MerchantImportRow): NetworkIdRow[] {
  return fields.flatMap((field) => {
    const value = row[field];
    return value
      ? [{ merchantId: row.id, network: merchantNetworkIdFields[field], networkMerchantId: value }]
      : [];
  });
}

const notColumns = new Set<string>(["campaigns", "removed", ...fields]);

/**
 * The merchant's own columns: the import row without its campaigns and network identifiers, and
 * `removed` as the time it left the program (`at`, the import's) or null while it is listed.
 */
export function merchantColumnsOf(
  row: MerchantImportRow,
  at: Date = new Date(),
): Omit<MerchantImportRow, "campaigns" | "removed" | MerchantNetworkIdField> & { removedAt: Date | null } {
  const columns = Object.fromEntries(Object.entries(row).filter(([field]) => !notColumns.has(field))) as Omit<
    MerchantImportRow,
    "campaigns" | "removed" | MerchantNetworkIdField
  >;
  return { ...columns, removedAt: row.removed ? at : null };
}
