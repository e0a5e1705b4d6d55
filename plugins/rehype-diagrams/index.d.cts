import type {LaunchOptions} from 'playwright';

declare namespace rehypeDiagrams {
  interface DiagramOptions {
    /** How to start the Chromium that draws the diagrams. */
    launchOptions: LaunchOptions;
    /** Passed to `mermaid.initialize` (theme, label rendering, per-diagram settings). */
    mermaidConfig?: Record<string, unknown>;
  }
}

/** A rehype attacher: the transform takes the page's HTML tree and its file. */
declare function rehypeDiagrams(options: rehypeDiagrams.DiagramOptions): (tree: unknown, file: {path: string}) => Promise<void>;
export = rehypeDiagrams;
