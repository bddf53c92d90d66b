import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

const restrict = (patterns) => ["error", { patterns }];

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
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrors: "none" }],
      "@typescript-eslint/consistent-type-imports": "error",
      "no-console": "off",
    },
  },
  // Import boundaries (DESIGN §2): games are framework-free, shared is isomorphic, server never imports UI.
  {
    files: ["app/games/**"],
    rules: { "no-restricted-imports": restrict([{ group: ["react", "react-*", "~/server/*", "~/features/*", "~/routes/*", "**/server/**"], message: "Game engines import no React and no server code." }]) },
  },
  {
    files: ["app/shared/**"],
    rules: { "no-restricted-imports": restrict([{ group: ["react", "react-*", "~/server/*", "~/features/*", "~/routes/*", "~/games/*", "**/server/**"], message: "shared/ imports only zod and itself." }]) },
  },
  {
    files: ["app/server/**"],
    rules: { "no-restricted-imports": restrict([{ group: ["~/features/*", "~/routes/*", "react-aria-components", "*.css"], message: "server/ never imports UI." }]) },
  },
  {
    files: ["app/features/**"],
    rules: { "no-restricted-imports": restrict([{ group: ["~/server/*", "**/server/**"], message: "UI code reaches the server through loaders, actions and the API, not by import." }]) },
  },
);
