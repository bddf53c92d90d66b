import { z } from "zod";
import { config } from "zod/v4/core";

// The site's Content-Security-Policy forbids eval. zod probes `new Function()` when it builds an object schema,
// which the browser reports as a CSP violation (a Lighthouse best-practices failure). React Router's inline module
// script imports the route modules (and so the contract's schemas) before the client entry runs, so the switch
// lives here, in the module every schema is built from: it runs before any importer's body. The server keeps
// zod's faster compiled parsers.
config({ jitless: typeof window !== "undefined" });

export { z };
