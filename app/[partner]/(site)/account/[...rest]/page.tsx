import { redirect } from "next/navigation";

export const dynamic = "force-dynamic";

/** Any path under /account that no page claims opens the overview (account-center §2). */
export default function UnknownAccountPage(): never {
  redirect("/account/overview");
}
