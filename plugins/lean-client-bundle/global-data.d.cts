/** Types of global-data.cjs: the browser's compact copy of the docs global data. */
export declare function compactGlobalData(source: string): string;
export declare function defaultPath(base: string, id: string): string;
