// rehype plugin: Mermaid code blocks → inline SVG at build time, drawn by Mermaid in Chromium.
// CommonJS on purpose: Docusaurus loads its config with jiti, which rewrites every import;
// a native CommonJS file keeps Node's own require() for Playwright. See ../README.md.
//
// Why not rehype-mermaid (which this replaces): its renderer opens a new browser page for
// every file, loads the 8 MB unminified Mermaid bundle into it, and closes the browser as soon
// as no file is being drawn. With ~430 files with diagrams per locale that cost ~4 s per file
// on a slow machine (measured: 12 files in 51 s), most of a 30-minute build. Here a few pages
// load Mermaid once and draw every file's diagrams in turn.

const {chromium} = require('playwright');

/** Pages drawing at once: the bundler compiles hundreds of files in parallel, and more pages
 * than cores only adds memory. */
const CONCURRENCY = 2;
/** The browser closes after this long without a diagram to draw, so the build can exit. */
const IDLE_MS = 3_000;
const MERMAID_SCRIPT = require.resolve('mermaid/dist/mermaid.min.js');

/** Attributes Mermaid leaves on SVG shapes for its own scripts; not valid SVG, not needed
 * for a drawn picture. */
const MERMAID_ONLY_ATTRIBUTES = ['name', 'datatype', 'dataType'];
/** State diagrams give their start and end circles a width and height besides the radius:
 * SVG circles take neither (the HTML checker rejects them), and `r` alone sets the size. */
const CIRCLE_ONLY_RADIUS = ['width', 'height'];

/**
 * Runs in the page: draws each diagram and returns its SVG markup, or the error message.
 * Ids restart at `mermaid-0` for every file, so one HTML page never holds the same id twice
 * and the output does not depend on which files shared a browser page.
 */
async function drawInPage({diagrams, config, stripAttributes, circleStrip}) {
  // Again for every file: a diagram's own `%%{init}%%` settings must not leak into the next.
  window.mermaid.initialize(config);
  const container = document.getElementById('diagrams');
  const results = [];
  for (const [index, diagram] of diagrams.entries()) {
    try {
      const {svg} = await window.mermaid.render(`mermaid-${index}`, diagram, container);
      const holder = document.createElement('div');
      holder.innerHTML = svg;
      const element = holder.querySelector('svg');
      for (const node of [element, ...element.querySelectorAll('*')]) {
        for (const name of stripAttributes) node.removeAttribute(name);
        if (node.localName === 'circle') for (const name of circleStrip) node.removeAttribute(name);
      }
      results.push({svg: element.outerHTML});
    } catch (error) {
      results.push({error: error instanceof Error ? error.message : String(error)});
    }
  }
  return results;
}

/** One browser with CONCURRENCY prepared pages, started on the first diagram. */
function createPool(options) {
  const config = {startOnLoad: false, fontFamily: 'arial,sans-serif', ...options.mermaidConfig};
  let started;
  let busy = 0;
  let idleTimer;
  const free = [];
  const waiting = [];

  async function start() {
    const browser = await chromium.launch(options.launchOptions);
    const context = await browser.newContext();
    const pages = await Promise.all(
      Array.from({length: CONCURRENCY}, async () => {
        const page = await context.newPage();
        await page.setContent('<!doctype html><html lang="en"><head><meta charset="utf-8"></head><body><div id="diagrams" aria-hidden="true" style="max-height:0;opacity:0;overflow:hidden"></div></body></html>');
        await page.addScriptTag({path: MERMAID_SCRIPT});
        return page;
      }),
    );
    free.push(...pages);
    return browser;
  }

  async function acquire() {
    clearTimeout(idleTimer);
    busy += 1;
    started ??= start();
    await started;
    while (!free.length) await new Promise((resolve) => waiting.push(resolve));
    return free.pop();
  }

  function release(page) {
    busy -= 1;
    free.push(page);
    waiting.shift()?.();
    if (busy === 0) {
      idleTimer = setTimeout(async () => {
        const closing = started;
        started = undefined;
        free.length = 0;
        await (await closing).close();
      }, IDLE_MS);
    }
  }

  return async function draw(diagrams) {
    const page = await acquire();
    try {
      return await page.evaluate(drawInPage, {diagrams, config, stripAttributes: MERMAID_ONLY_ATTRIBUTES, circleStrip: CIRCLE_ONLY_RADIUS});
    } finally {
      release(page);
    }
  };
}

function textOf(node) {
  if (node.type === 'text') return node.value;
  return Array.isArray(node.children) ? node.children.map(textOf).join('') : '';
}

/** `<pre><code class="language-mermaid">` blocks, with the parent that holds each `<pre>`. */
function findDiagrams(node, found = []) {
  if (!Array.isArray(node.children)) return found;
  for (const child of node.children) {
    const code = child.type === 'element' && child.tagName === 'pre' && child.children.find((inner) => inner.type === 'element');
    const classes = code?.tagName === 'code' ? [].concat(code.properties?.className ?? []) : [];
    if (classes.includes('language-mermaid')) found.push({parent: node, pre: child, source: textOf(code)});
    else findDiagrams(child, found);
  }
  return found;
}

/**
 * The drawn SVG as `<div className="diagram" dangerouslySetInnerHTML={{__html: …}} />`.
 * As React elements, the SVG's <style> would be hydrated against the HTML minifier's
 * rewritten copy of it and fail (React errors #418/#425); markup set as inner HTML is taken
 * as the server sent it.
 */
function diagramElement(html) {
  const object = {
    type: 'ObjectExpression',
    properties: [
      {
        type: 'Property',
        kind: 'init',
        method: false,
        shorthand: false,
        computed: false,
        key: {type: 'Identifier', name: '__html'},
        value: {type: 'Literal', value: html},
      },
    ],
  };
  return {
    type: 'mdxJsxFlowElement',
    name: 'div',
    attributes: [
      {type: 'mdxJsxAttribute', name: 'className', value: 'diagram'},
      {
        type: 'mdxJsxAttribute',
        name: 'dangerouslySetInnerHTML',
        value: {
          type: 'mdxJsxAttributeValueExpression',
          value: JSON.stringify({__html: html}),
          data: {estree: {type: 'Program', sourceType: 'module', body: [{type: 'ExpressionStatement', expression: object}]}},
        },
      },
    ],
    children: [],
  };
}

/** One pool for the whole build: Docusaurus makes a Markdown processor per plugin and locale. */
let draw;

/** @param {import('./index.d.cts').DiagramOptions} options */
module.exports = function rehypeDiagrams(options) {
  return async function transform(tree, file) {
    const diagrams = findDiagrams(tree);
    // Most files have no diagram: no browser for them.
    if (!diagrams.length) return;
    draw ??= createPool(options);
    const results = await draw(diagrams.map(({source}) => source));
    const failed = results.flatMap((result, index) => (result.error ? [`diagram ${index + 1}: ${result.error}`] : []));
    if (failed.length) {
      // A diagram with a syntax error fails the build rather than reaching readers broken.
      throw new Error(`${file.path}: Mermaid could not draw ${failed.join('; ')}`);
    }
    diagrams.forEach(({parent, pre}, index) => {
      parent.children[parent.children.indexOf(pre)] = diagramElement(results[index].svg);
    });
  };
};
