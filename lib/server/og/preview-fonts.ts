import "server-only";
import { readFile } from "node:fs/promises";
import path from "node:path";

/** A font as ImageResponse takes it. */
interface PreviewFont {
  name: string;
  data: ArrayBuffer;
  weight: 400 | 700;
  style: "normal";
}

/**
 * Montserrat as TrueType: Satori reads TTF, OTF and WOFF but not the WOFF2 the pages use, so
 * app/fonts holds the same 5.3.0 latin files decompressed (fontTools, hinting already removed).
 * Read from disk once per server; next.config.ts traces them into the standalone output.
 */
let fonts: Promise<PreviewFont[]> | undefined;

async function load(weight: 400 | 700): Promise<PreviewFont> {
  const file = path.join(process.cwd(), "app", "fonts", `montserrat-latin-${weight}-normal.ttf`);
  const bytes = await readFile(file);
  const data = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength);
  return { name: "Montserrat", data, weight, style: "normal" };
}

export function previewFonts(): Promise<PreviewFont[]> {
  fonts ??= Promise.all([load(400), load(700)]);
  return fonts;
}
