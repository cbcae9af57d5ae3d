// `npm run partner:new -- <code>`: a new partner's folder, partners/<code>/, from the template
// (scripts/partners/), checked as the app reads it, with the registry and the origin variable's
// lines written again; then the next steps. docs/partners.md is the whole runbook.
// Usage: tsx scripts/partner-new.ts <code> [--root <repository>]   (--root: the tests' copy)
import path from "node:path";
import { repositoryRoot } from "./partner-registry.mjs";
import { scaffoldPartner, ScaffoldRefused, type ScaffoldResult } from "./partners/scaffold";

function nextSteps(code: string, result: ScaffoldResult, root: string): string[] {
  const relative = path.relative(root, result.folder);
  return [
    `Created ${relative}/ (config.ts, feature-flags.ts, content/*.json) and listed it in partners/registry.generated.ts.`,
    ...result.originVariableAdded.map((file) => `Added ${result.originVariable} to ${file}.`),
    ...result.originVariableByHand.map((file) => `Add ${result.originVariable} to ${file} by hand.`),
    "",
    "Next steps (docs/partners.md):",
    `  1. Replace the placeholder brand in ${relative}/config.ts: name, program, hostnames, support, theme.`,
    `  2. Set flags in ${relative}/feature-flags.ts and the copy in ${relative}/content/.`,
    `  3. Restart \`npm start\` (it builds again for the new partner) and open http://${code}.localhost:3000.`,
    `  4. Production: set ${result.originVariable} to its https origin (like ${result.exampleOrigin}), point DNS at the proxy, deploy.`,
    "  5. Check it: npx tsc --noEmit, then the tests docs/partners.md lists (step 2).",
  ];
}

async function main(args: readonly string[]): Promise<number> {
  const rootAt = args.indexOf("--root");
  const root = rootAt >= 0 ? path.resolve(args[rootAt + 1] ?? ".") : repositoryRoot;
  const codes = args.filter((arg, index) => rootAt < 0 || (index !== rootAt && index !== rootAt + 1));
  const [code] = codes;
  if (code === undefined || codes.length > 1) {
    console.error("usage: npm run partner:new -- <code>   (one code, e.g. blue-harbor)");
    return 1;
  }
  try {
    const result = await scaffoldPartner(code, root);
    console.log(nextSteps(code, result, root).join("\n"));
    return 0;
  } catch (error) {
    if (!(error instanceof ScaffoldRefused)) throw error;
    console.error(`Cannot add partner: ${error.message}`);
    return 1;
  }
}

process.exit(await main(process.argv.slice(2)));
