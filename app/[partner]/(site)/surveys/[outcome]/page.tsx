import type { Metadata } from "next";
import Link from "next/link";
import { pageNotFound } from "@/lib/server/routing/page-not-found";

const outcomes = {
  success: {
    title: "Thank you for your feedback",
    body: "Your answers help us make dining rewards better for every member.",
  },
  error: {
    title: "We couldn't record your answers",
    body: "Something went wrong on our side. Please try the survey again later.",
  },
} as const;

type Params = Promise<{ partner: string; outcome: string }>;

// Rendered on first request like every page under a partner (app/[partner]/layout.tsx): the
// layout builds no partner ahead, and outcomes without a partner are no path.
export function generateStaticParams(): { outcome: string }[] {
  return [];
}

function outcomeOf(name: string) {
  return name in outcomes ? outcomes[name as keyof typeof outcomes] : undefined;
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  return { title: outcomeOf((await params).outcome)?.title ?? "Survey", robots: { index: false } };
}

/** /surveys/success and /surveys/error: where an external survey form returns the member. */
export default async function SurveyOutcomePage({ params }: { params: Params }) {
  const name = (await params).outcome;
  const outcome = outcomeOf(name);
  if (!outcome) pageNotFound(`/surveys/${name}`);
  return (
    <div className="content-width py-16 text-center">
      <h1 className="text-3xl font-bold">{outcome.title}</h1>
      <p className="mx-auto mt-4 max-w-xl text-lg">{outcome.body}</p>
      <Link href="/search" className="button-primary mt-8">
        Find restaurants
      </Link>
    </div>
  );
}
