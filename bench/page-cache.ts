// Anonymous pages from the shared page cache against a static file of about the same size, an uncached (personal)
// render of the same page and a JSON list (issue 15), with autocannon: 10 connections, 5 s each, one after another.
// Prints one JSON line per target and the ratio of cached `/` to the static file. Numbers, not pass/fail.
import fs from "node:fs";
import path from "node:path";
import autocannon from "autocannon";

const base = process.env.BENCH_URL ?? "http://127.0.0.1:3000";
const home = await fetch(`${base}/`);
const homeBytes = (await home.arrayBuffer()).byteLength;
// The built asset closest in size to the home page's HTML: what a CDN-less static file costs this server.
// (Not the brotli and gzip copies the build writes next to each text file.)
const assets = fs
  .readdirSync("build/client/assets")
  .filter((name) => !/\.(br|gz)$/.test(name))
  .map((name) => ({ name, bytes: fs.statSync(path.join("build/client/assets", name)).size }));
const staticFile = assets.sort((a, b) => Math.abs(a.bytes - homeBytes) - Math.abs(b.bytes - homeBytes))[0];

const targets: { label: string; path: string; headers?: Record<string, string> }[] = [
  { label: "/ anonymous (shared cache)", path: "/" },
  // Any session cookie makes the page personal: rendered for that request alone, as for a signed-in visitor.
  { label: "/ with a session cookie (rendered per request)", path: "/", headers: { cookie: "rt.session_token=bench" } },
  { label: `static file of ${staticFile.bytes} bytes (home HTML ${homeBytes})`, path: `/assets/${staticFile.name}` },
  { label: "/api/colorings", path: "/api/colorings?page=0&rowsPerPage=12" },
];

const perSecond: Record<string, number> = {};
for (const target of targets) {
  const result = await autocannon({
    url: `${base}${target.path}`,
    connections: 10,
    duration: 5,
    headers: target.headers,
  });
  perSecond[target.label] = Math.round(result.requests.average);
  console.log(
    JSON.stringify({
      bench: "page-cache",
      target: target.label,
      requestsPerSec: perSecond[target.label],
      latencyP50: result.latency.p50,
      latencyP99: result.latency.p99,
      non2xx: result.non2xx,
      errors: result.errors,
    }),
  );
}
const [cached, personal, file] = targets.map((t) => perSecond[t.label]);
console.log(
  JSON.stringify({
    bench: "page-cache",
    cachedHomeVsStaticFile: +(cached / file).toFixed(2),
    cachedHomeVsRendered: +(cached / personal).toFixed(1),
  }),
);
