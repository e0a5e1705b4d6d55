/**
 * "Copy page": the Markdown copy of a page (`<url>.md`, written by scripts/build-markdown.mjs
 * next to every docs, API and blog post page) and putting text on the clipboard where the
 * Clipboard API is missing (it exists only on secure origins: https and localhost).
 */
import type {AiAssistant} from '@site/src/data/aiAssistants';

/** Path of the Markdown copy of the page at `permalink` (`/zh/docs/x` → `/zh/docs/x.md`). */
export function markdownPath(permalink: string): string {
  const path = permalink.replace(/[?#].*$/, '').replace(/\/+$/, '');
  return `${path || ''}.md`;
}

/** What copying needs from the browser, passed in so the order can be tested without one. */
export interface ClipboardHost {
  readonly clipboard?: {writeText(text: string): Promise<void>};
  readonly document: Document;
}

export type CopyOutcome = 'clipboard' | 'fallback' | 'failed';

/**
 * Puts `text` on the clipboard: the Clipboard API first; where it is missing (plain http) or
 * refuses (no permission), a hidden text area copied with execCommand, which browsers still
 * honour during a click. 'failed' when neither worked, so the caller can say so.
 */
export async function copyText(text: string, host: ClipboardHost): Promise<CopyOutcome> {
  if (host.clipboard?.writeText) {
    try {
      await host.clipboard.writeText(text);
      return 'clipboard';
    } catch {
      // Refused (permission, document not focused): the older path may still work.
    }
  }
  const {document} = host;
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  // Off screen but not display:none, which cannot be selected.
  area.style.position = 'fixed';
  area.style.top = '0';
  area.style.left = '-9999px';
  area.style.opacity = '0';
  const focused = document.activeElement as HTMLElement | null;
  document.body.append(area);
  let copied = false;
  try {
    // execCommand copies the focused selection; the area is fixed, so focusing it scrolls nothing.
    area.focus({preventScroll: true});
    area.select();
    copied = document.execCommand('copy');
  } catch {
    copied = false;
  } finally {
    area.remove();
    focused?.focus?.();
  }
  return copied ? 'fallback' : 'failed';
}

/** The "Open in" links: each assistant's address with the prompt naming the Markdown copy. */
export function assistantLinks(
  assistants: readonly AiAssistant[],
  markdownUrl: string,
  prompt: (url: string) => string,
): {name: string; href: string}[] {
  const text = prompt(markdownUrl);
  return assistants.map(({name, url}) => ({name, href: url.replace('{prompt}', encodeURIComponent(text))}));
}
