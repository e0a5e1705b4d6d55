/** Types of route-data.cjs: each returns the rewritten source of one generated route file. */
export declare function rewriteRegistry(source: string): string;
export declare function rewriteRoutesChunkNames(source: string, registrySource: string): string;
export declare function rewriteRoutes(source: string, routesChunkNamesSource: string): string;
export declare function registryChunkNames(registrySource: string): string[];
