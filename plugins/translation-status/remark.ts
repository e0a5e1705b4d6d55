import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import {isBehind, siteDirOf, translationFileAt} from '../../src/lib/translationSources';
import {sourceHasher, statusOf} from './collect';

/**
 * The remark half of translation-status: a translated page that is behind its English source
 * (or records none) gets the notice component as its first element, under the title, with an
 * import of that component. Up-to-date pages and English pages are left as they are, so they
 * carry neither markup nor JavaScript for it. Registered as a remark plugin of the docs, blog
 * and pages plugins in docusaurus.config.ts. See ../README.md.
 */

interface Node {
  type: string;
  depth?: number;
  children?: Node[];
}

interface VFileLike {
  path?: string;
  data?: {frontMatter?: Record<string, unknown>};
}

/** The component's local name in the page module; unusual enough not to meet a page's own. */
const LOCAL_NAME = 'TranslationBehindNotice__';
const COMPONENTS = path.resolve(__dirname, '../../src/components/TranslationBehind');

function importNode(source: string): Node {
  return {
    type: 'mdxjsEsm',
    value: `import ${LOCAL_NAME} from ${JSON.stringify(source)};`,
    data: {
      estree: {
        type: 'Program',
        sourceType: 'module',
        body: [
          {
            type: 'ImportDeclaration',
            specifiers: [{type: 'ImportDefaultSpecifier', local: {type: 'Identifier', name: LOCAL_NAME}}],
            source: {type: 'Literal', value: source, raw: JSON.stringify(source)},
          },
        ],
      },
    },
  } as Node;
}

/** Where the notice goes: after the page's own `# title` when it opens with one, else first. */
function noticeIndex(children: readonly Node[]): number {
  const first = children.findIndex((child) => child.type !== 'mdxjsEsm');
  return first !== -1 && children[first]?.type === 'heading' && children[first]?.depth === 1 ? first + 1 : Math.max(first, 0);
}

export default function remarkTranslationStatus() {
  return (tree: Node, vfile: VFileLike): void => {
    const filePath = vfile.path;
    const file = filePath ? translationFileAt(filePath) : null;
    if (!filePath || !file || !tree.children) {
      return;
    }
    const frontMatter = vfile.data?.frontMatter ?? matter(fs.readFileSync(filePath, 'utf8')).data;
    // A new hasher per page: in `docusaurus start` an edited English page is hashed afresh.
    const {state} = statusOf(file, frontMatter, sourceHasher(siteDirOf(filePath, file)));
    if (!isBehind(state)) {
      return;
    }
    // On a post, the notice shows on the post's own page, not in its excerpt on list pages.
    const component = file.section === 'blog' ? path.join(COMPONENTS, 'Post') : COMPONENTS;
    const element = {type: 'mdxJsxFlowElement', name: LOCAL_NAME, attributes: [], children: []} as Node;
    tree.children.splice(noticeIndex(tree.children), 0, element);
    tree.children.unshift(importNode(component));
  };
}
