// API throughput on the read paths the public pages call most, with autocannon (10 connections, 5 s each).
import autocannon from "autocannon";

const base = process.env.BENCH_URL ?? "http://127.0.0.1:3000";
const targets = ["/api/site-info/en", "/api/colorings?page=0&rowsPerPage=12", "/api/politv/search?order=date", "/healthz", "/"];

for (const target of targets) {
  const result = await autocannon({ url: `${base}${target}`, connections: 10, duration: 5 });
  console.log(JSON.stringify({
    bench: "api", path: target, requestsPerSec: Math.round(result.requests.average),
    latencyP50: result.latency.p50, latencyP99: result.latency.p99, non2xx: result.non2xx, errors: result.errors,
  }));
}
