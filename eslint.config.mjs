import js from "@eslint/js";
import nextVitals from "eslint-config-next/core-web-vitals";
import drizzle from "eslint-plugin-drizzle";
import tseslint from "typescript-eslint";

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
      "public/sw.js",
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
  // The layers' boundaries (docs/architecture.md). Each block names what its files may not import.
  {
    files: ["components/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["@/backend/*", "**/backend/*"],
              message: "Components reach the backend through lib/client only.",
            },
            { group: ["@/app/*"], message: "Components do not import routes." },
          ],
        },
      ],
      // Components read and write through lib/client/api and its queries: one place owns each
      // endpoint's path, method and contracts.
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
    files: ["backend/**"],
    ignores: ["backend/**/*.test.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            { group: ["@/app/*", "@/components/*"], message: "The backend never imports the web app." },
            { group: ["@/lib/client/*"], message: "lib/client is browser code." },
          ],
        },
      ],
    },
  },
  {
    files: ["backend/services/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            { group: ["@/app/*", "@/components/*"], message: "The backend never imports the web app." },
            { group: ["@/lib/client/*"], message: "lib/client is browser code." },
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
    // Copy loaders and their types live in lib/content, so lib needs nothing from above it.
    files: ["lib/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            { group: ["@/components/*", "@/app/*"], message: "lib does not import components or routes." },
          ],
        },
      ],
    },
  },
  {
    files: ["lib/contracts/**", "lib/client/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["@/backend/*", "**/backend/*"],
              message: "Contracts and the browser's data layer never import the backend.",
            },
            { group: ["@/components/*", "@/app/*"], message: "lib does not import components or routes." },
          ],
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
