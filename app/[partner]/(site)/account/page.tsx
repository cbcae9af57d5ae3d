import { redirect } from "next/navigation";

// A redirect renders nothing worth caching; answering it at request time gives a real 307.
export const dynamic = "force-dynamic";

/** /account itself opens the overview (account-center §2). */
export default function AccountRoot(): never {
  redirect("/account/overview");
}
