import path from "node:path";
import { build, type Plugin } from "vite";

const SUFFIX = "?inline-script";
const PREFIX = "\0inline-script:";

/**
 * `import code from "./x.ts?inline-script"` gives the module x.ts, with everything it imports, bundled by Vite into
 * one minified classic script (an IIFE) as a string: for a page to inline a script that must run before its modules
 * have loaded (the early taps, the plain menu, the coloring sheet's early fill), written, linted, type-checked and
 * tested as TypeScript like the rest, with no JavaScript in string literals. The module is a script's entry: it runs
 * its work at the top level and exports nothing. Used by vite.config.ts and vitest.config.ts alike.
 */
export function inlineScripts(appFolder: string): Plugin {
  return {
    name: "poli:inline-scripts",
    enforce: "pre",
    async resolveId(source, importer) {
      if (!source.endsWith(SUFFIX)) return null;
      const resolved = await this.resolve(source.slice(0, -SUFFIX.length), importer, { skipSelf: true });
      return resolved ? `${PREFIX}${resolved.id}` : null;
    },
    async load(id) {
      if (!id.startsWith(PREFIX)) return null;
      const entry = id.slice(PREFIX.length);
      const result = await build({
        configFile: false,
        logLevel: "warn",
        publicDir: false,
        resolve: { alias: { "~": appFolder } },
        plugins: [inlineScripts(appFolder)],
        build: {
          write: false,
          minify: true,
          copyPublicDir: false,
          modulePreload: false,
          target: "es2020",
          rolldownOptions: { input: entry, output: { format: "iife" } },
        },
      });
      const outputs = Array.isArray(result) ? result : [result];
      const chunks = outputs.flatMap((output) => ("output" in output ? output.output : []));
      const chunk = chunks.find((item) => item.type === "chunk");
      if (!chunk || chunk.type !== "chunk") throw new Error(`inline script ${entry}: no output`);
      for (const file of chunk.moduleIds) if (path.isAbsolute(file)) this.addWatchFile(file);
      return `export default ${JSON.stringify(chunk.code.trim())};`;
    },
  };
}
