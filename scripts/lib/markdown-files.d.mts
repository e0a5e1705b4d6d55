export declare function markdownFiles(directory: string): string[];
