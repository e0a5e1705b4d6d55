export declare function sitemapPaths(file: string): string[];
export declare function dailySeed(given?: string): number;
export declare function shuffled<T>(items: readonly T[], seed: number): T[];
