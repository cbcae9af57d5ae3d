import type { PartnerConfig } from "@/partners/schema";

/** The partner's monogram: drawn from its short code and colours, so no logo file is needed. */
export function BrandMark({ config, size = 40 }: { config: PartnerConfig; size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 40 40"
      aria-hidden="true"
      focusable="false"
      className="shrink-0"
    >
      <rect width="40" height="40" rx="10" fill={config.theme.primary} />
      <text
        x="20"
        y="25"
        textAnchor="middle"
        fontSize="13"
        fontWeight="700"
        fontFamily="Montserrat, sans-serif"
        fill={config.theme.onPrimary}
      >
        {config.shortCode}
      </text>
    </svg>
  );
}
