import { z } from "zod";

// Zod 4 probes `new Function("")` on first parse to decide whether it may compile fast parsers.
// Under the site's CSP (no 'unsafe-eval') the probe fails and Chromium files a CSP violation: in
// a browser (the staff app) run without the JIT; on the server (the lead API) keep it.
if (typeof document !== "undefined") z.config({ jitless: true });

export { z };
