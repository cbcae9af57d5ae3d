import { readFileSync } from "node:fs";

/**
 * Every page path in docs/routes.md's Pages table, made concrete: `{id}` is a merchant the
 * partner lists, `{n}` and `*` are filled by the caller's marker. A route added to the table is
 * probed without touching the test that reads this.
 */
export interface DocumentedPage {
  /** The path as the table writes it, for messages. */
  readonly documented: string;
  /** The concrete path, given the merchant id and a marker for parameters. */
  readonly path: (merchantId: string, marker: string) => string;
  /** True when the path itself carries the marker (a parameter), not only the query. */
  readonly markerInPath: boolean;
}

function pagesTableCells(markdown: string): string[] {
  const start = markdown.indexOf("\n## Pages");
  const end = markdown.indexOf("\n## ", start + 1);
  return markdown
    .slice(start, end === -1 ? undefined : end)
    .split("\n")
    .filter((line) => line.startsWith("| "))
    .slice(2)
    .map((line) => line.split("|")[1]?.trim() ?? "");
}

function concrete(documented: string): DocumentedPage {
  const markerInPath = /\{n\}|\*|\{outcome\}/.test(documented);
  return {
    documented,
    markerInPath,
    path: (merchantId, marker) =>
      documented
        .replace("{id}", encodeURIComponent(merchantId))
        // A sitemap file's number: digits only, so the marker's digits name a file past the last.
        .replace("{n}", `9${marker.replace(/\D/g, "").slice(0, 6)}`)
        .replace("*", marker),
  };
}

export function documentedPages(routesFile = "docs/routes.md"): DocumentedPage[] {
  const pages: DocumentedPage[] = [];
  for (const cell of pagesTableCells(readFileSync(routesFile, "utf8"))) {
    const paths = [...cell.matchAll(/`(\/[^`]*)`/g)].map((match) => match[1] ?? "");
    // "any other path": an editorial path the copy does not list, with the marker as its name.
    if (paths.length === 0 && /any other path/.test(cell)) pages.push(concrete("/*"));
    for (const path of paths) {
      // "`/account/*` (other)" stands for every other account path.
      pages.push(concrete(path));
    }
  }
  return pages;
}
