import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";
import noPhysicalTailwind from "./tools/eslint-rules/no-physical-tailwind.js";
import { TRANSIENT_BUILD_FILES } from "./tools/eslint-rules/transient-build-files.js";

export default tseslint.config(
  {
    ignores: [
      "**/dist/**",
      "**/build/**",
      "**/.builds/**",
      "**/storybook-static/**",
      "**/.react-router/**",
      "**/node_modules/**",
      "**/coverage/**",
      "**/test-results/**",
      "**/playwright-report/**",
      ".tools/**",
      // Files build tools write next to their config while they run and delete afterwards
      // (tsup's bundled config, Vite's timestamped config): Turborepo lints a package while it
      // builds, so ESLint must never list them (it could find them and fail to read them).
      ...TRANSIENT_BUILD_FILES,
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: "module",
      globals: { ...globals.browser, ...globals.node },
    },
    linterOptions: { reportUnusedDisableDirectives: "error" },
    plugins: {
      "react-hooks": reactHooks,
      vantreo: { rules: { "no-physical-tailwind": noPhysicalTailwind } },
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "vantreo/no-physical-tailwind": "error",
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_" },
      ],
      "@typescript-eslint/consistent-type-imports": "error",
    },
  },
  {
    // The site's pages and islands navigate through app/navigation, which works the same in the
    // prerender, the browser, the dev server and unit tests. React Router runs only while
    // prerendering: its runtime (route data, its <Link>, its hooks) belongs to the route modules,
    // root.tsx and the server entry, which hand components what they need as props.
    files: ["apps/site/app/**/*.{ts,tsx}"],
    // The staff app (app/staff-app) is the one client-routed application of the site: React
    // Router's browser router runs it, so its routes, frame and keys use React Router's API.
    ignores: [
      "apps/site/app/staff-app/**",
      "apps/site/app/routes/**",
      "apps/site/app/root.tsx",
      "apps/site/app/entry.server.tsx",
      "apps/site/app/routes.ts",
    ],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        ...["react-router", "react-router-dom", "@react-router/node"].map((name) => ({
          name,
          allowTypeImports: true,
          message:
            "Outside routes/ and root.tsx, import Link, useLocation, useNavigate and useSearchParams from app/navigation, and take route data as props.",
        })),
      ],
    },
  },
);
