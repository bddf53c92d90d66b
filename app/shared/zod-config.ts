import { config } from "zod/v4/core";

// The site's Content-Security-Policy forbids eval. Without this, zod probes `new Function()` once to speed up
// parsing, which the browser reports as a CSP violation (a Lighthouse best-practices failure).
config({ jitless: true });
