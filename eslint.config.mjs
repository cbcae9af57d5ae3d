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
  // lib is split by runtime (docs/architecture.md): shared code runs on both sides and imports
  // neither; the browser's code never reaches the server's, nor the server's the browser's.
  {
    files: ["shared/**"],
    // Tests check both sides against each other (the browser's solver against the server's check).
    ignores: ["**/*.test.ts", "**/*.test.tsx"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            { group: ["@/backend/*", "**/backend/*"], message: "lib/shared never imports the backend." },
            { group: ["@/lib/server/*", "@/lib/client/*"], message: "lib/shared runs on both sides: it imports neither." },
            { group: ["@/components/*", "@/app/*"], message: "lib does not import components or routes." },
          ],
        },
      ],
    },
  },
  {
    files: ["lib/client/**"],
    // Tests check both sides against each other (the browser's solver against the server's check).
    ignores: ["**/*.test.ts", "**/*.test.tsx"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            { group: ["@/backend/*", "**/backend/*"], message: "The browser's data layer never imports the backend." },
            { group: ["@/lib/server/*"], message: "lib/client is browser code: server modules stay on the server." },
            { group: ["@/components/*", "@/app/*"], message: "lib does not import components or routes." },
          ],
        },
      ],
    },
  },
  {
    files: ["lib/server/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            { group: ["@/lib/client/*"], message: "lib/client is browser code." },
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
