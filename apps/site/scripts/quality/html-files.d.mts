/** Every `.html` file of a build's client folder (pages and not-found pages), sorted. */
export declare function listHtmlFiles(client: string): Promise<string[]>;
