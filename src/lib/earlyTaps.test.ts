import {afterEach, beforeEach, describe, expect, it} from 'vitest';
import {EARLY_TAP_SELECTOR, earlyTapsScript, keepEarlyTaps} from './earlyTaps';

/** MutationObserver callbacks run as microtasks. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

let counts: Record<string, number>;

function button(id: string, attributes: Record<string, string>): HTMLButtonElement {
  const element = document.createElement('button');
  element.id = id;
  element.type = 'button';
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  element.append(document.createElement('span'));
  document.body.append(element);
  return element;
}

/** What React does when it hydrates: attach its listeners, then mark the page. */
function hydrate(): void {
  for (const element of document.querySelectorAll('button')) {
    element.addEventListener('click', () => {
      counts[element.id] = (counts[element.id] ?? 0) + 1;
    });
  }
  document.documentElement.setAttribute('data-has-hydrated', 'true');
}

beforeEach(() => {
  counts = {};
  document.body.innerHTML = '';
  document.documentElement.removeAttribute('data-has-hydrated');
});

afterEach(() => {
  document.documentElement.setAttribute('data-has-hydrated', 'true');
});

describe('taps before the page is interactive', () => {
  it('are answered once the page hydrates, once per control however often it was tapped', async () => {
    const search = button('search', {'data-early-tap': ''});
    const toggle = button('toggle', {class: 'navbar__toggle clean-btn'});
    button('other', {});
    keepEarlyTaps(document, EARLY_TAP_SELECTOR);
    search.click();
    search.querySelector('span')!.click(); // a tap on the icon inside the button
    toggle.click();
    document.getElementById('other')!.click();
    expect(counts).toEqual({});
    hydrate();
    await settle();
    expect(counts).toEqual({search: 1, toggle: 1});
  });

  it('are not stopped or replayed once the page is interactive', async () => {
    const search = button('search', {'data-early-tap': ''});
    keepEarlyTaps(document, EARLY_TAP_SELECTOR);
    hydrate();
    await settle();
    search.click();
    search.click();
    expect(counts).toEqual({search: 2});
  });

  it('stop before React sees them, so a tap during hydration is not handled twice', async () => {
    const search = button('search', {'data-early-tap': ''});
    keepEarlyTaps(document, EARLY_TAP_SELECTOR);
    // React's listener is attached (hydration has begun) but the page is not marked yet.
    search.addEventListener('click', () => {
      counts.search = (counts.search ?? 0) + 1;
    });
    search.click();
    expect(counts).toEqual({});
    document.documentElement.setAttribute('data-has-hydrated', 'true');
    await settle();
    expect(counts).toEqual({search: 1});
  });

  it('ship as a self-contained script', async () => {
    const search = button('search', {'data-early-tap': ''});
    // eslint-disable-next-line no-new-func -- the same string the page runs
    new Function(earlyTapsScript())();
    search.click();
    hydrate();
    await settle();
    expect(counts).toEqual({search: 1});
  });
});
