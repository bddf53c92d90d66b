// The benchmark tools are installed into bench/node_modules by `npm run bench` (bench/package.json), not by the
// site's own install, so the typecheck of a fresh clone sees these declarations: the parts the benchmarks use.

declare module "autocannon" {
  interface Result {
    requests: { average: number };
    latency: { p50: number; p99: number };
    non2xx: number;
    errors: number;
  }
  export default function autocannon(options: {
    url: string;
    connections: number;
    duration: number;
    headers?: Record<string, string>;
  }): Promise<Result>;
}

declare module "chrome-launcher" {
  export interface LaunchedChrome {
    port: number;
    kill(): void;
  }
  export function launch(options: {
    chromePath?: string;
    chromeFlags?: string[];
    /** Its own SIGINT handler (on by default) kills Chrome and exits; the bench handles signals itself. */
    handleSIGINT?: boolean;
  }): Promise<LaunchedChrome>;
}

declare module "lighthouse" {
  interface AuditRef {
    id: string;
    weight: number;
  }
  interface Category {
    id: string;
    score: number | null;
    auditRefs: AuditRef[];
  }
  interface Audit {
    score: number | null;
    numericValue?: number;
  }
  interface Result {
    categories: Record<string, Category>;
    audits: Record<string, Audit>;
    runtimeError?: { code: string; message: string };
    environment: { benchmarkIndex: number };
  }
  interface Flags {
    port: number;
    output: "json";
    logLevel: "error";
    formFactor: "mobile" | "desktop";
  }
  export default function lighthouse(url: string, flags: Flags, config?: object): Promise<{ lhr: Result } | undefined>;
}
