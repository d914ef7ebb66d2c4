// Temporary files that build tools write beside their config while a build runs and delete when
// it ends. Turborepo runs a package's lint and build at the same time, so ESLint would list such a
// file, then fail to open it once the build removed it (ENOENT). The root config ignores them.
export const TRANSIENT_BUILD_FILES = [
  // tsup (bundle-require): tsup.config.bundled_<random>.mjs
  "**/*.bundled_*.{js,mjs,cjs}",
  // Vite, Vitest and React Router when they bundle a config next to it: vite.config.ts.timestamp-<n>-<hash>.mjs
  "**/*.timestamp-*.{js,mjs,cjs}",
];
