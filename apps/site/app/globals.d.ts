/** The year of the build, for the footer's copyright line (set in vite.config.ts). */
declare const __BUILD_YEAR__: number;
