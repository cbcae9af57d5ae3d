import "../globals.css";
import { montserrat } from "../fonts/montserrat";
import type { Metadata, Viewport } from "next";
import type { CSSProperties, ReactNode } from "react";

export const metadata: Metadata = { title: "Secure card entry", robots: { index: false, follow: false } };
export const viewport: Viewport = { width: "device-width", initialScale: 1 };

/**
 * The card-entry frame's own root layout: none of the site's shell (navbar, session timers,
 * popups, analytics) may run inside the frame, and in production it is served from its own
 * origin (DESIGN.md Cards), so it shares nothing with the partner pages but the stylesheet.
 */
export default function CardEntryLayout({ children }: { children: ReactNode }) {
  return (
    // Focus rings read the brand accent; the frame has no brand, so it gets a neutral one.
    // The site's 320 px minimum is for pages; the frame sits inside a narrower card on phones.
    <html
      lang="en"
      className={montserrat.variable}
      style={{ "--brand-accent": "#1d4ed8", minWidth: 0 } as CSSProperties}
    >
      <body className="bg-white font-sans text-neutral-900">
        <main>{children}</main>
      </body>
    </html>
  );
}
