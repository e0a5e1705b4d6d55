/**
 * AI assistants the "Copy page" menu offers to open the page in (src/components/CopyPage).
 * Empty, so off: the public site links to no assistant.
 *
 * To offer some, an operator lists them here and rebuilds, e.g.
 *   {name: 'ChatGPT', url: 'https://chatgpt.com/?q={prompt}'},
 *   {name: 'Claude', url: 'https://claude.ai/new?q={prompt}'},
 * `{prompt}` is replaced with the URL-encoded request to read the page's Markdown copy
 * (`https://www.rainbond.com/<page>.md`), in the page's language. The links are plain links that
 * open in a new tab: the page itself requests nothing from the assistant. Check that the
 * assistant still reads its prompt from that query parameter before listing it.
 */
export interface AiAssistant {
  /** Shown as "Open in {name}". */
  readonly name: string;
  /** https address containing `{prompt}`. */
  readonly url: string;
}

export const AI_ASSISTANTS: readonly AiAssistant[] = [];
