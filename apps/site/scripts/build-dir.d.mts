/** The build directory (absolute, no trailing slash). */
export declare function buildDir(): string;
/** The directory of files served to browsers, with a trailing slash. */
export declare function clientDir(): string;
