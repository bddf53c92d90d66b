import { execFile } from "node:child_process";
import fs from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, describe, expect, it } from "vitest";
import { baseURL } from "./helpers/browser";
import { KEY_PUBLIC_PAGES } from "./helpers/public-routes";

/**
 * The W3C HTML checker (the Nu Html Checker, the vnu-jar package; Java from scripts/system-tools.ts) over the key
 * public pages, one of each template, as the server sends them to a first-time visitor (issue 30). It takes a few
 * seconds to start, so every page is checked in one run.
 */
const VNU_JAR = path.join(
  path.dirname(createRequire(import.meta.url).resolve("vnu-jar/package.json")),
  "build/dist/vnu.jar",
);

interface CheckerMessage {
  type: string;
  subType?: string;
  url: string;
  lastLine?: number;
  firstColumn?: number;
  message: string;
  extract?: string;
}

const folder = fs.mkdtempSync(path.join(os.tmpdir(), "rescue-w3c-"));
afterAll(() => fs.rmSync(folder, { recursive: true, force: true }));

/** Saves each page's HTML as the server sends it, one file each; answers file → page. */
async function savePages(): Promise<Map<string, string>> {
  const pages = new Map<string, string>();
  for (const [index, page] of KEY_PUBLIC_PAGES.entries()) {
    const response = await fetch(new URL(page, baseURL()), { headers: { "Accept-Language": "en" } });
    expect(response.headers.get("content-type"), page).toContain("text/html");
    const file = path.join(folder, `${String(index).padStart(2, "0")}.html`);
    fs.writeFileSync(file, await response.text());
    pages.set(file, page);
  }
  return pages;
}

/** Every error the checker finds in `files`, in one run of it (it exits with 1 when there is any). */
async function checkerErrors(files: string[]): Promise<CheckerMessage[]> {
  const run = promisify(execFile);
  const args = ["-jar", VNU_JAR, "--errors-only", "--format", "json", "--stdout", ...files];
  const output = await run("java", args, { maxBuffer: 64 * 1024 * 1024 }).then(
    (done) => done.stdout,
    (failed: { stdout?: string; code?: number }) => {
      if (failed.code === 1 && failed.stdout) return failed.stdout;
      throw failed;
    },
  );
  const { messages } = JSON.parse(output) as { messages: CheckerMessage[] };
  // "info" is a warning or a note (left out by --errors-only); anything else is an error, or a page it could not read.
  return messages.filter((message) => message.type !== "info");
}

describe("W3C HTML checker", () => {
  it("finds no error on the key public pages", async () => {
    const pages = await savePages();
    const errors = await checkerErrors([...pages.keys()]);
    const pageOf = (url: string) => pages.get(new URL(url).pathname) ?? url;
    const found = errors.map(
      (error) =>
        `${pageOf(error.url)}:${error.lastLine ?? "?"}:${error.firstColumn ?? "?"} ` +
        `${error.message} — ${error.extract?.trim() ?? ""}`,
    );
    expect(found).toEqual([]);
  }, 180_000);
});
