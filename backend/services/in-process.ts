import "server-only";
import { getDb } from "@/backend/db/client";
import { findMerchant } from "@/backend/db/queries/merchants";
import type { RecordDineForm } from "@/shared/contracts/ingestion";
import type { NetworkClearingForm } from "@/shared/contracts/network-feed";
import type { MerchantSearchQuery } from "@/shared/contracts/merchants";
import type { PartnerConfig } from "@/partners/schema";
import { accountForSession } from "./members/account-for-session";
import { listActivationLinks } from "./members/list-activation-links";
import { countMerchants } from "./merchants/count-merchants";
import { getMerchantDetail } from "./merchants/get-merchant-detail";
import { listMerchantIds } from "./merchants/list-merchant-ids";
import { nearbyAfterRemoval } from "./merchants/nearby-after-removal";
import { searchMerchants } from "./merchants/search-merchants";
import { listOutbox } from "./outbox/list-outbox";
import { supportAwardHistory } from "./stgtools/award-history";
import { sendNetworkClearing, sendNetworkRefund } from "./stgtools/network-clearing";
import { postAwardsNow } from "./stgtools/post-awards-now";
import { listOpenMissingDineClaims } from "./stgtools/missing-dine-claims";
import { recordDine } from "./stgtools/record-dine";
import { settleAwardsNow } from "./stgtools/settle-awards";

/**
 * The backend's operations as the web app's server half calls them, in process, each bound to
 * this process's database (decision 0056). lib/server/api makes one of these calls per function
 * and never opens backend/db itself; the browser reaches the same services through /api.
 */
export const inProcess = {
  activationLinks: async (partnerCode: string) => listActivationLinks(await getDb(), { partnerCode }),
  merchantDetail: async (partnerCode: string, merchantId: string) =>
    getMerchantDetail(await getDb(), { partnerCode, merchantId }),
  merchantExists: async (merchantId: string) =>
    (await findMerchant(await getDb(), { merchantId })) !== undefined,
  merchantCount: async () => countMerchants(await getDb()),
  nearbyAfterRemoval: async (partnerCode: string, merchantId: string) =>
    nearbyAfterRemoval(await getDb(), { partnerCode, merchantId }),
  merchantIds: async (offset: number, limit: number) => listMerchantIds(await getDb(), { offset, limit }),
  searchMerchants: async (partnerCode: string, query: MerchantSearchQuery) =>
    searchMerchants(await getDb(), { partnerCode, query }),
  outbox: async (partnerCode: string) => listOutbox(await getDb(), { partnerCode }),
  openMissingDineClaims: async (partnerCode: string) =>
    listOpenMissingDineClaims(await getDb(), { partnerCode }),
  recordDine: async (partnerCode: string, form: RecordDineForm) =>
    recordDine(await getDb(), partnerCode, form),
  settleAwardsNow: async (partnerCode: string, email: string) =>
    settleAwardsNow(await getDb(), partnerCode, email),
  sendNetworkClearing: async (partnerCode: string, form: NetworkClearingForm) =>
    sendNetworkClearing(await getDb(), partnerCode, form),
  sendNetworkRefund: async (networkTransactionId: string, today: string) =>
    sendNetworkRefund(await getDb(), networkTransactionId, today),
  postAwardsNow: async () => postAwardsNow(await getDb()),
  awardHistory: async (partnerCode: string, lookup: string) =>
    supportAwardHistory(await getDb(), { partnerCode, lookup }),
  accountForSession: async (
    input: { partnerCode: string; config: PartnerConfig; sealed: string; signedOutAt: number },
    database: () => Promise<Awaited<ReturnType<typeof getDb>>> = getDb,
  ) => accountForSession(database, input),
};
