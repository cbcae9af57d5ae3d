import type { APIRequestContext, Page } from "@playwright/test";
import { demoAccounts } from "@/backend/db/seed/demo-accounts";
import { merchantSearchResponseSchema, type MerchantSummary } from "@/shared/contracts/merchants";
import { earnStatement, type EarnStatement } from "@/shared/rules/earn-statement";
import { offerSentence, programRates, tierCell } from "@/shared/rules/earn-wording";
import type { PartnerConfig } from "@/partners/schema";
import { expectAccessible } from "../support/axe";
import { partnerOf } from "../support/partner";
import { signInAs } from "../support/session";
import { expect, test } from "../support/test";

// One earn truth (shared/rules/earn-statement.ts): the search card, the merchant page and the
// home say the same thing about the same merchant, for a visitor and for a signed-in member, on
// every partner.
test.describe.configure({ timeout: 120_000 });

const location = "New York, NY";

/** One page of a search by API, as a visitor. */
async function searchPage(request: APIRequestContext, query: string): Promise<MerchantSummary[]> {
  const response = await request.get(
    `/api/v2/Merchants/Search?location=${encodeURIComponent(location)}&pageSize=50&${query}`,
  );
  return merchantSearchResponseSchema.parse(await response.json()).merchants;
}

/**
 * A merchant where every tier earns, and one where not every tier does: an acclaimed one on
 * partners with acclaimed offers, else one without this partner's campaign (the seed lists
 * acclaimed merchants without campaigns for partners that have no acclaimed offers).
 */
async function merchantsToCompare(
  request: APIRequestContext,
  config: PartnerConfig,
): Promise<MerchantSummary[]> {
  const tiers = config.earnRules.length;
  const partial = (m: MerchantSummary) => m.benefitAvailability.campaignCodes.length < tiers;
  const first = await searchPage(request, "sortBy=name");
  const everyone = first.find((m) => m.benefitAvailability.campaignCodes.length === tiers);
  let some = config.acclaimedEnabled
    ? (await searchPage(request, "acclaimed=true")).find(partial)
    : undefined;
  for (let pageNo = 1; !some && pageNo <= 8; pageNo += 1) {
    some = (await searchPage(request, `sortBy=name&pageNo=${String(pageNo)}`)).find(partial);
  }
  expect(everyone, "a merchant where every tier earns").toBeDefined();
  expect(some, "a merchant where not every tier earns").toBeDefined();
  return [everyone, some].filter((m): m is MerchantSummary => m !== undefined);
}

function statementFor(
  config: PartnerConfig,
  merchant: MerchantSummary,
  tierLevel: number | null,
): EarnStatement {
  return earnStatement({
    partner: config,
    merchant: {
      campaignTiers: merchant.benefitAvailability.campaignCodes.map((code) => code.tierLevel),
      benefitDays: merchant.benefitDays,
    },
    viewer: tierLevel === null ? null : { tierLevel },
    date: new Date(),
  });
}

/** The card's offer line for this viewer, as the statement says it must read. */
async function expectCard(
  page: Page,
  config: PartnerConfig,
  merchant: MerchantSummary,
  statement: EarnStatement,
) {
  const query = new URLSearchParams({ location, restaurantOrCuisine: merchant.name });
  await page.goto(`/search?${query.toString()}`);
  const card = page.locator(`[data-testid=merchant-card][data-merchant-id="${merchant.id}"]`).first();
  await expect(card).toBeVisible();
  const { viewer } = statement;
  if (!viewer.signedIn && config.enrollmentType !== "none") {
    await expect(card).toContainText("Sign in to see offers");
  } else if (viewer.earns && viewer.tier) {
    await expect(card.getByTestId("earn-rate")).toHaveText(`Earn ${viewer.tier.rate}`);
  } else if (viewer.tier?.unlockTier) {
    await expect(card).toContainText("Unlock access to earn");
  } else {
    await expect(card.getByTestId("earn-rate-none")).toHaveText("Not earning here");
  }
  // Never a rate on the card where the viewer's tier does not earn.
  if (!viewer.earns) await expect(card.getByTestId("earn-rate")).toHaveCount(0);
}

/** The merchant page: own line, offer line, tier table and today's note agree with the statement. */
async function expectMerchantPage(page: Page, merchant: MerchantSummary, statement: EarnStatement) {
  await page.goto(`/merchants/${encodeURIComponent(merchant.id)}`);
  const own = page.getByTestId("member-earn-rate");
  await expect(own).toBeVisible();
  const { viewer } = statement;
  if (statement.earningTiers.length === 0) {
    await expect(own).toHaveAttribute("data-earns", "false");
  } else if (viewer.signedIn) {
    await expect(own).toHaveAttribute("data-earns", String(viewer.earns));
    if (viewer.earns && viewer.tier) await expect(own).toContainText(`Earn ${viewer.tier.rate}`);
    else await expect(own).not.toContainText("Your rate");
  }
  // The page is cached and shared: its offer line is said of whoever earns, never as everyone's.
  const anonymous = { ...statement, viewer: { ...statement.viewer, signedIn: false } };
  const offer = offerSentence(anonymous, "");
  if (offer === null) await expect(page.getByTestId("merchant-offer")).toHaveCount(0);
  else await expect(page.getByTestId("merchant-offer").first()).toContainText(offer.trim());
  for (const tier of statement.tiers) {
    const row = page.locator(`[data-testid=earn-by-tier] [data-tier="${String(tier.tierLevel)}"]`);
    await expect(row).toHaveAttribute("data-earns", String(tier.earnsHere));
    await expect(row.locator("dd")).toHaveText(tierCell(tier));
  }
  const today = page.getByTestId("benefits-today");
  await expect(today).toHaveAttribute("data-earns", String(statement.today?.viewerEarns ?? false));
  if (!statement.today?.earningDay) await expect(today).not.toContainText("earning day");
}

test("a visitor reads the same earn figures on the card, the merchant page and the home", async ({
  page,
  request,
}, testInfo) => {
  const { effective: config } = partnerOf(testInfo);
  for (const merchant of await merchantsToCompare(request, config)) {
    const statement = statementFor(config, merchant, null);
    await expectCard(page, config, merchant, statement);
    await expectMerchantPage(page, merchant, statement);
  }
  await expectAccessible(page);

  // The home promises a new member's rate, and "up to" only a higher one the program pays.
  const rates = programRates(earnStatement({ partner: config, merchant: null, viewer: null, date: null }));
  await page.goto("/");
  const home = page.getByTestId("home-earn-rate");
  await expect(home).toContainText(`Earn ${rates?.own ?? ""}`);
  if (rates?.upTo) await expect(home).toContainText(`up to ${rates.upTo}`);
  else await expect(home).not.toContainText("up to");
});

/** The partner's seeded members who can sign in (roadtrip enrolls nobody: browse only). */
function membersOf(code: string) {
  return demoAccounts.filter(
    (account) =>
      account.partnerCode === code &&
      (account.memberType ?? "EnrolledCardMember") === "EnrolledCardMember" &&
      !account.emailUpdateRequired &&
      account.email.startsWith(code === "harbor" ? "optout@" : "demo@"),
  );
}

test("a signed-in member reads their own earn figures everywhere, and a home of their own", async ({
  page,
  context,
  request,
}, testInfo) => {
  const { effective: config } = partnerOf(testInfo);
  const [account] = membersOf(config.code);
  test.skip(!account, "This partner has no members who sign in here (browse only)");
  if (!account) return;
  await signInAs(context, account.email, testInfo.project.use.baseURL ?? "");
  for (const merchant of await merchantsToCompare(request, config)) {
    const statement = statementFor(config, merchant, account.tierLevel);
    await expectCard(page, config, merchant, statement);
    await expectMerchantPage(page, merchant, statement);
  }
  await expectAccessible(page);

  // Home: their own state, never the join pitch, a sample card or the base rate.
  const own = earnStatement({ partner: config, merchant: null, viewer: account, date: null }).viewer.tier;
  await page.goto("/");
  const home = page.getByTestId("member-home");
  await expect(home).toContainText(`Hi, ${account.firstName}`);
  await expect(page.getByTestId("member-home-earn-rate")).toContainText(own?.rate ?? "");
  await expect(page.getByTestId("home-linked-cards")).toContainText(/\d{4}/);
  await expect(page.getByTestId("member-home-progress")).toContainText(/\d+ of \d+ dines this year/);
  await expect(page.getByTestId("home-earn-rate")).toHaveCount(0);
  await expect(page.getByText("Join free and start earning")).toHaveCount(0);
  await expect(page.getByText("•••• 4242")).toHaveCount(0);
  await expectAccessible(page);

  // The overview's rate is the same figure.
  await page.goto("/account/overview");
  await expect(page.getByTestId("membership-summary").getByTestId("earn-rate")).toContainText(
    own?.rate ?? "",
  );
});
