import fs from "node:fs";
import path from "node:path";
import js from "@eslint/js";
import { createNodeResolver, importX } from "eslint-plugin-import-x";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

const restrict = (patterns) => ["error", { patterns }];
// Schemas that reach the browser are built from ~/shared/zod, which switches off zod's eval probe (CSP) first.
const zodFromShared = {
  regex: "^zod(/.*)?$",
  allowTypeImports: true,
  message: "Import z from ~/shared/zod (it tells zod not to probe eval, which the CSP forbids).",
};
const sharedRule = {
  group: ["react", "react-*", "~/server/*", "~/features/*", "~/routes/*", "~/games/*", "**/server/**"],
  message: "shared/ imports only zod and itself.",
};

// Layers (DESIGN §2, issue 18): zones on resolved paths, so `~/features/x`, `../x` and `../../features/x` are all the
// same import. games → shared only; shared → zod and itself (neither reads content/); ui/ (the shared component kit) → no feature, route or
// server; a feature → ui/, shared/, games/, i18n and itself; server → no UI. Routes compose features.
const root = import.meta.dirname;
const featureAreas = fs
  .readdirSync(path.join(root, "app/features"), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);
const zones = [
  {
    target: "./app/games",
    from: "./app",
    except: ["./games", "./shared"],
    message: "Game engines import only shared/ (no React, no UI, no server).",
  },
  {
    target: "./app/games",
    from: "./content",
    message: "Game engines import only shared/: the site's content reaches a game through its feature.",
  },
  {
    target: "./app/shared",
    from: ["./app/server", "./app/features", "./app/ui", "./app/games", "./app/routes", "./app/root.tsx", "./content"],
    message: "shared/ imports only zod and itself.",
  },
  ...featureAreas.map((area) => ({
    target: `./app/features/${area}`,
    from: "./app/features",
    except: [`./${area}`],
    message:
      "A feature imports only ui/, shared/, games/ and itself: move what features share into app/ui/, or compose the sections in the route module.",
  })),
  {
    target: "./app/features",
    from: ["./app/server", "./app/routes"],
    message: "A feature reaches the server through loaders, actions and the API, and never imports a route module.",
  },
  {
    target: "./app/ui",
    from: ["./app/features", "./app/server", "./app/routes"],
    message: "ui/ is the shared component kit: it imports no feature, route or server code.",
  },
  {
    target: "./app/server",
    from: ["./app/features", "./app/ui", "./app/routes"],
    message: "server/ never imports UI.",
  },
];

export default tseslint.config(
  { ignores: ["build/", "node_modules/", ".react-router/", "coverage/", "data/", "public/", "bench/results/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { "react-hooks": reactHooks },
    rules: {
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "error",
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrors: "none" },
      ],
      "@typescript-eslint/consistent-type-imports": "error",
      // `import { type A } from "m"` keeps `import "m"` under verbatimModuleSyntax: a schema module (and zod) would
      // load with a page that only wanted a type.
      "@typescript-eslint/no-import-type-side-effects": "error",
      "no-console": "off",
      // An effect must return nothing or its cleanup function. An arrow with an expression body returns whatever
      // the expression gives: Chromium 156's window.scrollTo() returns a Promise, React took it for the cleanup
      // and crashed the gallery (issue 19). Expression bodies are allowed only when they are the cleanup itself.
      "no-restricted-syntax": [
        "error",
        {
          selector:
            "CallExpression:matches([callee.name=/^use(Layout|Insertion)?Effect$/], [callee.property.name=/^use(Layout|Insertion)?Effect$/]) > ArrowFunctionExpression.arguments:first-child[expression=true]:not([body.type='ArrowFunctionExpression']):not([body.type='FunctionExpression'])",
          message: "Give the effect a block body: an expression body returns its value to React as the cleanup.",
        },
      ],
    },
  },
  {
    files: ["app/**/*.{ts,tsx}"],
    plugins: { "import-x": importX },
    settings: {
      "import-x/resolver-next": [
        createNodeResolver({
          extensions: [".ts", ".tsx", ".js", ".json"],
          tsconfig: { configFile: path.join(root, "tsconfig.json") },
        }),
      ],
      // no-cycle follows only modules it can parse: the TypeScript files (CSS and JSON end the walk).
      "import-x/extensions": [".ts", ".tsx", ".js"],
      "import-x/parsers": { "@typescript-eslint/parser": [".ts", ".tsx"] },
    },
    rules: {
      "import-x/no-restricted-paths": ["error", { basePath: root, zones }],
      "import-x/no-cycle": ["error", { ignoreExternal: true }],
    },
  },
  // Import boundaries (DESIGN §2): games are framework-free, shared is isomorphic, server never imports UI.
  {
    files: ["app/games/**"],
    rules: {
      "no-restricted-imports": restrict([
        {
          group: ["react", "react-*", "~/server/*", "~/features/*", "~/routes/*", "**/server/**"],
          message: "Game engines import no React and no server code.",
        },
      ]),
    },
  },
  {
    files: ["app/shared/**"],
    ignores: ["app/shared/zod.ts"],
    rules: { "no-restricted-imports": restrict([sharedRule, zodFromShared]) },
  },
  {
    files: ["app/shared/zod.ts"],
    rules: { "no-restricted-imports": restrict([sharedRule]) },
  },
  {
    files: ["app/server/**"],
    rules: {
      "no-restricted-imports": restrict([
        {
          group: ["~/features/*", "~/routes/*", "react-aria-components", "*.css"],
          message: "server/ never imports UI.",
        },
      ]),
    },
  },
  {
    files: ["app/features/**"],
    rules: {
      "no-restricted-imports": restrict([
        {
          group: ["~/server/*", "**/server/**"],
          message: "UI code reaches the server through loaders, actions and the API, not by import.",
        },
        zodFromShared,
      ]),
    },
  },
);
