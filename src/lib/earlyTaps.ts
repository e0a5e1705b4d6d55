/**
 * Taps that arrive before the page is interactive. The pages are complete HTML and their
 * script loads after the first paint (plugins/lean-client-bundle/page-template.ts), so on a
 * slow phone the search button and the menu toggles are on screen for a second or more before
 * React hydrates them; a tap in that time did nothing, and readers tapped again or gave up.
 *
 * `keepEarlyTaps` runs as an inline script at the top of <body> (plugins/early-taps). Until
 * Docusaurus marks the page hydrated (`<html data-has-hydrated="true">`), a click on a control
 * matching `selector` is stopped at the document, before React's own listener can see it
 * (React may already be hydrating, and would otherwise handle it too), and remembered; once
 * the page is hydrated, each remembered control is clicked once, so its React handler runs
 * exactly once however often it was tapped. Hydration keeps the server's DOM nodes, so the
 * remembered element is the one React now controls.
 *
 * The function is serialised into the page with `Function.prototype.toString`: it must use
 * nothing from outside its body.
 */
export function keepEarlyTaps(doc: Document, selector: string): void {
  const root = doc.documentElement;
  const pending: HTMLElement[] = [];
  const isHydrated = () => root.getAttribute('data-has-hydrated') === 'true';
  const onClick = (event: Event) => {
    if (isHydrated()) {
      return;
    }
    const target = event.target instanceof Element ? event.target.closest(selector) : null;
    if (target instanceof HTMLElement) {
      event.stopPropagation();
      if (!pending.includes(target)) {
        pending.push(target);
      }
    }
  };
  doc.addEventListener('click', onClick, true);
  new MutationObserver((_, observer) => {
    if (!isHydrated()) {
      return;
    }
    observer.disconnect();
    doc.removeEventListener('click', onClick, true);
    for (const element of pending.splice(0)) {
      if (element.isConnected) {
        element.click();
      }
    }
  }).observe(root, {attributes: true, attributeFilter: ['data-has-hydrated']});
}

/**
 * The controls that keep an early tap: ours carry `data-early-tap` (the search button, the
 * marketing bar's menus and phone toggle); the theme's phone menu toggle is matched by its
 * class. Only buttons that open something: replaying a link or a form control could act twice.
 */
export const EARLY_TAP_SELECTOR = 'button[data-early-tap], button.navbar__toggle';

/** The inline script plugins/early-taps puts in every page. */
export function earlyTapsScript(): string {
  return `(${keepEarlyTaps.toString()})(document, ${JSON.stringify(EARLY_TAP_SELECTOR)});`;
}
