export interface Line {
  text: string;
  line: number;
}

export interface Block {
  lang: string;
  title: string;
  line: number;
  lines: Line[];
}

export declare function frontMatter(source: string, only?: string): {data: Record<string, unknown>; lines: number};
export declare function scan(source: string): {blocks: Block[]; prose: Line[]};
export declare function inlineCode(text: string): {code: string; column: number}[];
export declare function withoutCode(text: string): string;
export declare function uiLabels(text: string): string[];
