// `import code from "./x.script.ts?inline-script"`: the module bundled into one classic script, as a string
// (scripts/vite/inline-scripts.ts).
declare module "*?inline-script" {
  const code: string;
  export default code;
}
