export declare function normalizeLabel(text: string): string;
