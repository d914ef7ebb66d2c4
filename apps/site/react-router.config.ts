import type { Config } from "@react-router/dev/config";
import { prerenderPaths } from "./app/route-table";

export default {
  appDirectory: "app",
  buildDirectory: "build",
  // Static HTML for every page at build time; the site ships as files (spec: prerendered).
  ssr: false,
  async prerender() {
    return prerenderPaths();
  },
} satisfies Config;
