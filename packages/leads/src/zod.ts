import { z } from "zod";

// Zod 4 probes `new Function("")` on first parse to decide whether it may compile fast parsers.
// Under the site's CSP (no 'unsafe-eval') that probe fails anyway and Chromium files a CSP
// violation for it (Lighthouse best practices, `inspector-issues`). In a browser, run without
// the JIT from the start; on the server (the lead API) keep it, where it is allowed and faster.
if (typeof document !== "undefined") z.config({ jitless: true });

export { z };
