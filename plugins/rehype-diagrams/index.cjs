// rehype plugin: Mermaid code blocks → inline SVG at build time, through rehype-mermaid.
// CommonJS on purpose: Docusaurus loads its config with jiti, which rewrites every import,
// and rehype-mermaid's renderer uses import.meta, which jiti cannot run. From a native
// CommonJS file, import() stays Node's own. See ../README.md.

/** Pages drawn at once: the bundler compiles hundreds of files in parallel, and a browser
 * page per file at once exhausts memory and crashes the renderer. */
const CONCURRENCY = 2;

let transformer;
let running = 0;
const waiting = [];

async function withSlot(task) {
  if (running >= CONCURRENCY) await new Promise((resolve) => waiting.push(resolve));
  running += 1;
  try {
    return await task();
  } finally {
    running -= 1;
    waiting.shift()?.();
  }
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

/** Attributes Mermaid leaves on SVG shapes for its own scripts; not valid SVG, not needed
 * for a drawn picture. */
const MERMAID_ONLY_ATTRIBUTES = ['name', 'datatype', 'dataType'];

function stripMermaidAttributes(node) {
  if (node.type === 'element' && node.properties) {
    for (const name of MERMAID_ONLY_ATTRIBUTES) delete node.properties[name];
  }
  if (Array.isArray(node.children)) node.children.forEach(stripMermaidAttributes);
}

function replaceDiagrams(node, toHtml) {
  if (!Array.isArray(node.children)) return;
  node.children = node.children.map((child) => {
    if (child.type === 'element' && child.tagName === 'svg' && String(child.properties?.id ?? '').startsWith('mermaid')) {
      stripMermaidAttributes(child);
      return diagramElement(toHtml(child, {space: 'svg'}));
    }
    replaceDiagrams(child, toHtml);
    return child;
  });
}

const MERMAID_BLOCK = /language-mermaid/;

/** @param {import('rehype-mermaid').RehypeMermaidOptions} options */
module.exports = function rehypeDiagrams(options) {
  return async function transform(tree, file) {
    // Most files have no diagram: skip them without waiting for a slot.
    if (!MERMAID_BLOCK.test(JSON.stringify(tree))) return;
    // One renderer (one browser) for the whole build, started by the first diagram.
    transformer ??= import('rehype-mermaid').then(({default: rehypeMermaid}) => rehypeMermaid(options));
    const [draw, {toHtml}] = await Promise.all([transformer, import('hast-util-to-html')]);
    await withSlot(() => draw(tree, file));
    replaceDiagrams(tree, toHtml);
  };
};
