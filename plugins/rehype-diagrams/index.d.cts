import type {RehypeMermaidOptions} from 'rehype-mermaid';

/** A rehype attacher: the transform takes the page's HTML tree and its file. */
declare function rehypeDiagrams(options: RehypeMermaidOptions): (tree: unknown, file: unknown) => Promise<void>;
export = rehypeDiagrams;
