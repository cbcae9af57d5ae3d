import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { contentFileSchema, contentNames } from "@/shared/contracts/cms/content-pages";
import { featureFlagsSchema } from "@/partners/feature-flags-schema";
import { partnerConfigSchema } from "@/partners/schema";
import { contentEntrySchema } from "./content-schemas";

/** The content file of a content name (`*` is global.json, as backend/services/content reads it). */
export const contentFileName = (name: string): string => `${name === "*" ? "global" : name}.json`;

/** The module's default export, or why it could not be loaded (a syntax error, a bad import). */
async function defaultExport(file: string): Promise<{ value: unknown } | { error: string }> {
  try {
    const loaded = (await import(pathToFileURL(file).href)) as { default?: unknown };
    return { value: loaded.default };
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error) };
  }
}

const issues = (error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] }) =>
  error.issues.map((issue) => `${issue.path.map(String).join(".") || "(root)"}: ${issue.message}`).join("; ");

function contentProblems(contentDir: string): string[] {
  if (!existsSync(contentDir)) return ["content/ is missing"];
  const problems: string[] = [];
  const expected = new Set(contentNames.map(contentFileName));
  for (const file of readdirSync(contentDir).filter((name) => !expected.has(name)))
    problems.push(`content/${file} is no content page the app reads`);
  for (const name of contentNames) {
    const file = path.join(contentDir, contentFileName(name));
    if (!existsSync(file)) {
      problems.push(`content/${contentFileName(name)} is missing`);
      continue;
    }
    const parsed = contentFileSchema.safeParse(JSON.parse(readFileSync(file, "utf8")));
    if (!parsed.success) {
      problems.push(`content/${contentFileName(name)}: ${issues(parsed.error)}`);
      continue;
    }
    for (const entry of parsed.data.data) {
      const schema = contentEntrySchema(name, entry.slug);
      const where = `content/${contentFileName(name)} entry "${entry.slug}"`;
      if (!schema) problems.push(`${where}: no page reads an entry of this slug`);
      else {
        const fields = schema.safeParse(entry.fields);
        if (!fields.success) problems.push(`${where}: ${issues(fields.error)}`);
      }
    }
  }
  return problems;
}

/**
 * What is wrong with a partner folder for the code `code`, as the app would read it: config.ts
 * against the partner schema (and its code against the folder's), feature-flags.ts against the
 * flags' schema, and every content page against the schema its page reads it with. Empty when
 * the folder is a partner the app can serve.
 */
export async function partnerFolderProblems(folder: string, code: string): Promise<string[]> {
  const problems: string[] = [];
  const configModule = await defaultExport(path.join(folder, "config.ts"));
  if ("error" in configModule) problems.push(`config.ts cannot be loaded: ${configModule.error}`);
  else {
    const config = partnerConfigSchema.safeParse(configModule.value);
    if (!config.success) problems.push(`config.ts: ${issues(config.error)}`);
    else if (config.data.code !== code)
      problems.push(`config.ts: code is "${config.data.code}", not "${code}"`);
  }
  const flagsModule = await defaultExport(path.join(folder, "feature-flags.ts"));
  if ("error" in flagsModule) problems.push(`feature-flags.ts cannot be loaded: ${flagsModule.error}`);
  else {
    const flags = featureFlagsSchema.safeParse(flagsModule.value);
    if (!flags.success) problems.push(`feature-flags.ts: ${issues(flags.error)}`);
  }
  return [...problems, ...contentProblems(path.join(folder, "content"))];
}
