import type { ReactElement } from "react";
import type { PartnerConfig } from "@/partners/schema";
import { printableText } from "./printable-text";

/**
 * The PNG icons the platforms ask for (docs/decisions/0071), each the partner's monogram in its
 * colours like the SVG brand icon: the manifest's 192 and 512 (Android's home screen and splash),
 * a maskable 512 whose monogram stays inside the safe circle (the launcher crops the square),
 * iOS's 180 apple-touch-icon (square and opaque: iOS rounds it itself) and a 32 favicon.
 */
export const brandIcons = {
  "icon-192.png": { size: 192, shape: "rounded" },
  "icon-512.png": { size: 512, shape: "rounded" },
  "icon-maskable-512.png": { size: 512, shape: "maskable" },
  "apple-touch-icon.png": { size: 180, shape: "square" },
  "favicon-32.png": { size: 32, shape: "rounded" },
} as const satisfies Record<string, { size: number; shape: "rounded" | "square" | "maskable" }>;

export type BrandIconName = keyof typeof brandIcons;

export function isBrandIconName(name: string): name is BrandIconName {
  return Object.hasOwn(brandIcons, name);
}

export function brandIcon(config: PartnerConfig, name: BrandIconName): ReactElement {
  const { size, shape } = brandIcons[name];
  const { primary, onPrimary } = config.theme;
  // The SVG icon's proportions: 22 of 64 for the text, 14 of 64 for the corner; smaller in the
  // maskable icon, whose safe zone is the central circle of 80 % of its width.
  const fontSize = Math.round(size * (shape === "maskable" ? 0.26 : 0.34));
  return (
    <div
      style={{
        width: "100%",
        height: "100%",
        display: "flex",
        alignItems: "center",
        justifyContent: "center",
        backgroundColor: primary,
        borderRadius: shape === "rounded" ? Math.round((size * 14) / 64) : 0,
        color: onPrimary,
        fontFamily: "Montserrat",
        fontWeight: 700,
        fontSize,
      }}
    >
      {printableText(config.shortCode)}
    </div>
  );
}
