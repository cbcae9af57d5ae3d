import type { APIRequestContext } from "@playwright/test";
import { knownMemberSchema } from "@/shared/contracts/known-member";
import { activationLinkFor } from "../support/activation-link";
import { expectAccessible } from "../support/axe";
import { expect, test } from "../support/test";

// The last journey activates a seeded tier-1 member, so the failure case must run before it.
test.describe.configure({ mode: "serial" });

// The seed's non-activated members. Activation cannot be undone, so each attempt takes the first
// still waiting: a retry after an attempt that activated one and then failed takes the other.
const nonActivatedPublicIds = ["harbor-nonactivated-demo", "harbor-nonactivated-second"] as const;

async function nonActivatedMember(request: APIRequestContext): Promise<string> {
  for (const publicId of nonActivatedPublicIds) {
    const member = knownMemberSchema.parse(await (await request.get(`/api/Member/${publicId}`)).json());
    if (member.tierLevel === 1) return publicId;
  }
  throw new Error("Every seeded non-activated member was activated by earlier attempts");
}

// Referral reason codes (public-and-shared §9): where a link to /activate sends someone who cannot activate.
const redirects = [
  { name: "no public id", path: "/activate", to: /\/join\?rfr=0$/ },
  { name: "an unknown public id", path: "/activate?public_id=nobody-here", to: /\/join\?rfr=1$/ },
  {
    name: "an active member with a web profile",
    path: "/activate?public_id=harbor-demo-member",
    to: /\/login\?rfr=3$/,
  },
];

for (const { name, path, to } of redirects) {
  test(`${name} is sent on (${to.source})`, async ({ page }) => {
    await page.goto(path);
    await expect(page).toHaveURL(to, { timeout: 30_000 });
    const notice = to.source.includes("join")
      ? /Join below to start earning/
      : /Your benefits are already active. Sign in to see your offers/;
    await expect(page.getByRole("status").filter({ hasText: notice })).toBeVisible();
  });
}

test("the known-member lookup decides rfr 2 and 4 from the web profile and active flags", async ({
  page,
}) => {
  // No seeded member lacks a web profile or is inactive, so the lookup's answers are set here.
  for (const [member, to, notice] of [
    [{ tierLevel: 2, active: true, hasWebProfile: false }, /\/join\?rfr=2$/, /has no online account yet/],
    [{ tierLevel: 0, active: false, hasWebProfile: true }, /\/login\?rfr=4$/, /Your account is closed/],
  ] as const) {
    await page.route("**/api/Member/someone-else", (route) =>
      route.fulfill({ json: { publicId: "someone-else", ...member } }),
    );
    await page.goto("/activate?public_id=someone-else");
    await expect(page).toHaveURL(to, { timeout: 30_000 });
    await expect(page.getByRole("status").filter({ hasText: notice })).toBeVisible();
    await page.unroute("**/api/Member/someone-else");
  }
});

// A public id alone, or a link past its expiry, activates nobody: the server refuses, and the
// member is told so until they close the message, with the support phone.
for (const [name, link] of [
  ["an unsigned link", (publicId: string) => `/activate?public_id=${publicId}`],
  ["an expired link", (publicId: string) => activationLinkFor(publicId, -60)],
] as const) {
  test(`${name} cannot activate, and says so until closed, with the support phone`, async ({
    page,
    request,
  }) => {
    const publicId = await nonActivatedMember(request);
    await page.goto(link(publicId));
    await page.getByRole("button", { name: "Activate now" }).click();
    const toast = page.getByText(/We couldn't activate your account.*1-800-555-0142/);
    await expect(toast).toBeVisible();
    await page.waitForTimeout(4_000);
    await expect(toast).toBeVisible();
    await expect(page.getByRole("button", { name: "Activate now" })).toBeEnabled();
    const member = knownMemberSchema.parse(await (await request.get(`/api/Member/${publicId}`)).json());
    expect(member.tierLevel).toBe(1);
  });
}

test("a non-activated member activates their benefits", async ({ page, request }) => {
  test.setTimeout(90_000);
  const publicId = await nonActivatedMember(request);
  await page.goto(activationLinkFor(publicId));
  const stage = page.getByTestId("activation-stage");
  await expect(stage.getByRole("heading", { level: 1, name: "Activate your dining benefits" })).toBeVisible({
    timeout: 30_000,
  });
  await expect(stage).toContainText("earns points");
  await expectAccessible(page);

  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route("**/api/Member/Activate", async (route) => {
    await held;
    await route.continue();
  });
  const button = page.getByRole("button", { name: "Activate now" });
  await button.click();
  // Disabled as soon as the call starts, so it cannot be sent twice.
  await expect(page.getByRole("button", { name: "Working on your request, please wait." })).toBeDisabled();
  release();

  await expect(page).toHaveURL(/\/activate\/activated$/, { timeout: 30_000 });
  await expect(page.getByRole("heading", { level: 1, name: "You're all set" })).toBeVisible();
  await expect(page.getByRole("main").getByRole("link", { name: "Find restaurants" })).toHaveAttribute(
    "href",
    "/search",
  );
  await expectAccessible(page);

  // Now opted in: the same link sends them to sign in.
  await page.goto(`/activate?public_id=${publicId}`);
  await expect(page).toHaveURL(/\/login\?rfr=3$/, { timeout: 30_000 });
});
