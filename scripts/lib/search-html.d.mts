export declare function separateBlocks(html: string): string;
export declare function pageKind(html: string): {kind: 'docs' | 'api' | 'blog' | 'page'; version?: string};
export declare function routeDepth(route: string, versions?: readonly string[]): number;
export declare const DEEPEST_LEAD: number;
export declare function leadField(depth: number): string;
export declare function titleText(html: string): string;
export declare function searchWords(text: string, lang: string): string;
export declare function prepareForIndex(
  html: string,
  page: {kind: 'docs' | 'api' | 'blog' | 'page'; version?: string; depth: number},
): string;
