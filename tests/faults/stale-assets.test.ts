import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchServer, tempDir, waitReady, type ServerInstance } from "../helpers/built-server";
import { rawRequest } from "./helpers/built-server";

/**
 * A rebuild under a running server: the static files it listed at start (with their brotli and gzip copies) are
 * gone. A request for one must get a plain 404, as for any missing file, not a 500 from headers left half-set by the
 * precompressed-file middleware (it once answered "Content-Type cannot be set to an Array"), and the server keeps
 * serving. The server runs in a folder of its own whose build/client/assets holds links to the real build's files,
 * so this test can take files away without touching the build the other tests use.
 */
const BUILD = path.resolve("build");

function linkedRoot(): string {
  const root = tempDir("stale-assets");
  for (const entry of fs.readdirSync("."))
    if (entry !== "build") fs.symlinkSync(path.resolve(entry), path.join(root, entry));
  fs.mkdirSync(path.join(root, "build", "client", "assets"), { recursive: true });
  fs.symlinkSync(path.join(BUILD, "server"), path.join(root, "build", "server"));
  for (const entry of fs.readdirSync(path.join(BUILD, "client"))) {
    if (entry !== "assets")
      fs.symlinkSync(path.join(BUILD, "client", entry), path.join(root, "build", "client", entry));
  }
  for (const file of fs.readdirSync(path.join(BUILD, "client", "assets"))) {
    fs.symlinkSync(path.join(BUILD, "client", "assets", file), path.join(root, "build", "client", "assets", file));
  }
  return root;
}

describe("static files removed under a running server", () => {
  let root: string;
  let server: ServerInstance;
  let script: string;
  beforeAll(async () => {
    root = linkedRoot();
    const dataDir = tempDir("stale-assets-data");
    server = await launchServer({ DATA_DIR: dataDir, LOG_LEVEL: "fatal" }, { root, removeOnStop: dataDir });
    await waitReady(server);
    // A script with both compressed copies.
    const assets = path.join(root, "build", "client", "assets");
    script = fs
      .readdirSync(assets)
      .find(
        (file) =>
          file.endsWith(".js") &&
          fs.existsSync(path.join(assets, `${file}.br`)) &&
          fs.existsSync(path.join(assets, `${file}.gz`)),
      )!;
  });
  afterAll(async () => {
    await server?.stop();
    if (root) fs.rmSync(root, { recursive: true, force: true });
  });

  it("answers a listed file that is gone with a plain 404 in every encoding, and goes on serving", async () => {
    const before = await rawRequest(server.url, `/assets/${script}`, { headers: { "Accept-Encoding": "br" } });
    expect(before.status).toBe(200);
    expect(before.headers["content-encoding"]).toBe("br");

    for (const suffix of ["", ".br", ".gz"])
      fs.rmSync(path.join(root, "build", "client", "assets", `${script}${suffix}`));
    for (const encoding of ["br", "gzip", "gzip, deflate, br", "identity"]) {
      const gone = await fetch(`${server.url}/assets/${script}`, { headers: { "Accept-Encoding": encoding } });
      expect(gone.status, encoding).toBe(404);
      expect(gone.headers.get("content-type"), encoding).not.toMatch(/javascript/);
      // The body is what its Content-Encoding says (fetch decodes it, and fails on a body that is not).
      await expect(gone.text(), encoding).resolves.toBeTypeOf("string");
    }
    expect((await rawRequest(server.url, "/readyz")).status).toBe(200);
  });
});
