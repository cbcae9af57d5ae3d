import type { MerchantDetail } from "@/shared/contracts/merchants";
import { DetailSection } from "./detail-section";

const mealNames: Record<MerchantDetail["mealsServed"][number], string> = {
  breakfast: "Breakfast",
  brunch: "Brunch",
  lunch: "Lunch",
  dinner: "Dinner",
  late_night: "Late night",
};

const featureNames: Record<MerchantDetail["features"][number], string> = {
  delivery: "Delivery",
  dine_in: "Dine in",
  takeout: "Takeout",
  order_online: "Order online",
};

/** The restaurant's description, meals and ways to dine. */
export function MerchantAbout({ merchant }: { merchant: MerchantDetail }) {
  const facts = [
    { label: "Meals", values: merchant.mealsServed.map((meal) => mealNames[meal]) },
    { label: "Dining options", values: merchant.features.map((feature) => featureNames[feature]) },
    { label: "Cuisine", values: merchant.details.cuisines },
  ].filter((fact) => fact.values.length > 0);
  return (
    <DetailSection id="about" title="About" testId="merchant-about">
      <p className="max-w-prose leading-relaxed">{merchant.about}</p>
      <dl className="mt-5 grid gap-4 sm:grid-cols-3">
        {facts.map((fact) => (
          <div key={fact.label}>
            <dt className="text-muted text-sm font-bold tracking-wide uppercase">{fact.label}</dt>
            <dd className="mt-1">{fact.values.join(", ")}</dd>
          </div>
        ))}
      </dl>
    </DetailSection>
  );
}
