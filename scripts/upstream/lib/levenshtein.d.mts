export declare function distance(a: string, b: string, limit?: number): number;
export declare function nearest(claim: string, candidates: Iterable<string>, count?: number): string[];
