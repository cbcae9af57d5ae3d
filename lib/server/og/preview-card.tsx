import type { ReactElement } from "react";
import type { PartnerConfig } from "@/partners/schema";
import { printableText } from "./printable-text";

/** A link preview's size: the 1.91:1 image Facebook, LinkedIn and X show large. */
export const previewSize = { width: 1200, height: 630 } as const;

/** What one preview says: a headline, up to two lines under it and an optional highlight. */
export interface PreviewContent {
  readonly title: string;
  readonly lines?: readonly string[];
  /** Shown as a pill in the brand's text pair ("Earn 5 points per $1"). */
  readonly highlight?: string | null;
}

/** Long names shrink so two lines hold them; beyond that they end with an ellipsis. */
function titleSize(title: string): number {
  if (title.length <= 24) return 76;
  if (title.length <= 44) return 64;
  return 52;
}

function clip(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;
}

/**
 * The preview card in the partner's brand: a band in its primary colour with the program name,
 * then the page's title and facts on its surface colour. Drawn by Satori, so every box with
 * more than one child is a flex box, and text is limited to what the fonts draw.
 */
export function previewCard(config: PartnerConfig, content: PreviewContent): ReactElement {
  const { theme } = config;
  const title = clip(printableText(content.title), 90);
  const lines = (content.lines ?? []).map((line) => clip(printableText(line), 60)).filter(Boolean);
  const highlight = content.highlight ? clip(printableText(content.highlight), 50) : "";
  return (
    <div
      style={{
        width: "100%",
        height: "100%",
        display: "flex",
        flexDirection: "column",
        backgroundColor: theme.surface,
        fontFamily: "Montserrat",
      }}
    >
      <div
        style={{
          display: "flex",
          alignItems: "center",
          height: 150,
          padding: "0 72px",
          backgroundColor: theme.primary,
          color: theme.onPrimary,
          fontSize: 44,
          fontWeight: 700,
        }}
      >
        {clip(printableText(config.programName), 40)}
      </div>
      <div
        style={{
          display: "flex",
          flexDirection: "column",
          justifyContent: "center",
          flexGrow: 1,
          padding: "0 72px",
          color: theme.text,
        }}
      >
        <div style={{ display: "flex", fontSize: titleSize(title), fontWeight: 700, lineHeight: 1.15 }}>
          {title}
        </div>
        {lines.map((line) => (
          <div key={line} style={{ display: "flex", marginTop: 18, fontSize: 36, color: theme.mutedText }}>
            {line}
          </div>
        ))}
        {highlight ? (
          <div style={{ display: "flex", marginTop: 28 }}>
            <div
              style={{
                display: "flex",
                padding: "10px 26px",
                borderRadius: 40,
                backgroundColor: theme.primary,
                color: theme.onPrimary,
                fontSize: 32,
                fontWeight: 700,
              }}
            >
              {highlight}
            </div>
          </div>
        ) : null}
      </div>
      <div style={{ display: "flex", height: 18, backgroundColor: theme.accent }} />
    </div>
  );
}
