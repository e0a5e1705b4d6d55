/** Types of route-data.cjs: each returns the rewritten source of one generated route file. */
export declare function rewriteRegistry(source: string, chunkOf?: Map<string, string>): string;
/** Excerpt chunk name → the chunk name of its blog list page's group. */
export declare function listPageGroups(registrySource: string, routesChunkNames: Record<string, Record<string, unknown>>): Map<string, string>;
/** Chunk name of each entry loaded by exactly the same pages as another → their shared chunk's name. */
export declare function samePageGroups(
  registrySource: string,
  routesChunkNames: Record<string, Record<string, unknown>>,
  routesSource: string,
  taken?: Map<string, string>,
): Map<string, string>;
/** Every grouping (blog list excerpts, entries with the same pages) in one map. */
export declare function chunkGroups(
  registrySource: string,
  routesChunkNames: Record<string, Record<string, unknown>>,
  routesSource: string,
): Map<string, string>;
export declare function rewriteRoutesChunkNames(source: string, registrySource: string): string;
export declare function rewriteRoutes(source: string, routesChunkNamesSource: string): string;
export declare function registryChunkNames(registrySource: string): string[];
/** The browser's route data for main.js, and one module per lazy route section. */
export declare function browserRouteData(sources: {registry: string; chunkNames: string; routes: string}): {
  registry: string;
  chunkNames: string;
  routes: string;
  sections: string[];
};
export declare const SECTION_QUERY: string;
