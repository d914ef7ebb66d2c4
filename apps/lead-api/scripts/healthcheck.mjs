#!/usr/bin/env node
// The container's HEALTHCHECK: exits 0 when GET /healthz on this container's port answers 200
// within 3 s, else 1 (Docker's contract: 0 healthy, 1 unhealthy). Node's own fetch, because the
// slim image has no curl or wget.
const port = process.env.LEAD_API_PORT || "8787";

try {
  const response = await fetch(`http://127.0.0.1:${port}/healthz`, {
    signal: AbortSignal.timeout(3000),
  });
  process.exit(response.status === 200 ? 0 : 1);
} catch {
  process.exit(1);
}
