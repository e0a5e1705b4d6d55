/** Types of descriptions.cjs. */
export declare function withoutDescriptions(source: string): string;
