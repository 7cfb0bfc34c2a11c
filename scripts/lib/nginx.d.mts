/** scripts/lib/nginx.mjs: deploy/'s nginx files filled in. */
export declare const nginxBinary: string;

/** Writes the filled-in files into `runDir` and answers the main file's path. */
export declare function writeNginxConfig(runDir: string, values: Readonly<Record<string, string>>): string;

/** nginx's arguments for a configuration written by writeNginxConfig. */
export declare function nginxArgs(runDir: string, config: string): string[];
