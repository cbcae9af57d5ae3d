import js from "@eslint/js";
import nextVitals from "eslint-config-next/core-web-vitals";
import drizzle from "eslint-plugin-drizzle";
import tseslint from "typescript-eslint";
import { floors } from "./floors.mjs";

const globOf = (folder) => (folder.endsWith("/") ? `${folder}**` : folder);
const floorNamed = (name) => floors.find((floor) => floor.name === name);

/** The import patterns a floor may not use: every floor that is neither its own nor below it. */
function floorPatterns(floor) {
  return floors
    .filter((other) => other !== floor && !floor.imports.includes(other.name))
    .map((other) => ({
      group: other.folders.map((folder) =>
        folder.endsWith("/") ? `@/${folder}*` : `@/${folder.replace(/\.ts$/, "")}`,
      ),
      message: `${floor.name} may import ${[floor.name, ...floor.imports].join(", ")} only (floors.mjs): ${other.name} is not below it.`,
    }));
}

export default tseslint.config(
  {
    ignores: [
      "node_modules/**",
      ".next/**",
      ".next-*/**",
      ".data*/**",
      "reports/**",
      "test-results/**",
      "playwright-report/**",
      "next-env.d.ts",
      "backend/db/migrations/**",
    ],
  },
  ...nextVitals,
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    plugins: { drizzle },
    rules: {
      "@typescript-eslint/consistent-type-imports": "error",
      "@typescript-eslint/no-explicit-any": "error",
      "@typescript-eslint/no-invalid-void-type": ["error", { allowAsThisParameter: true }],
      "@typescript-eslint/restrict-template-expressions": ["error", { allowNumber: true }],
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_" }],
      "drizzle/enforce-delete-with-where": ["error", { drizzleObjectName: ["db", "tx"] }],
      "drizzle/enforce-update-with-where": ["error", { drizzleObjectName: ["db", "tx"] }],
    },
  },
  // The floors (floors.mjs, decision 0056): each floor's files may import only the floors below
  // it that the table lists. tests/unit/floors.test.ts holds the same table against every import,
  // relative ones included.
  ...floors.map((floor) => ({
    files: floor.folders.map(globOf),
    ignores: ["**/*.test.ts", "**/*.test.tsx"],
    rules: { "no-restricted-imports": ["error", { patterns: floorPatterns(floor) }] },
  })),
  {
    files: ["backend/services/**"],
    ignores: ["**/*.test.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            ...floorPatterns(floorNamed("backend")),
            {
              group: ["@/backend/middleware/*", "**/middleware/*"],
              message: "Services do not depend on HTTP middleware; shared secrets live in backend/security.",
            },
          ],
        },
      ],
    },
  },
  {
    // Components read and write through lib/client/api and its queries: one place owns each
    // endpoint's path, method and contracts.
    files: ["components/**"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector: "CallExpression[callee.name='fetch']",
          message: "Components call the API through lib/client/api, not fetch().",
        },
        {
          selector: "Literal[value=/^\\/api\\//]",
          message: "API paths live in lib/client/api.",
        },
        {
          selector: "TemplateElement[value.raw=/^\\/api\\//]",
          message: "API paths live in lib/client/api.",
        },
      ],
    },
  },
  {
    // Playwright fixtures call a parameter named `use`; it is not React's hook.
    files: ["tests/e2e/**"],
    rules: { "react-hooks/rules-of-hooks": "off" },
  },
  {
    files: ["**/*.mjs", "**/*.js"],
    ...tseslint.configs.disableTypeChecked,
  },
);
