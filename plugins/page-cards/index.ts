import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {caseCards, sceneCards, slugOf, type PageCardsData, type PageSource} from './cards';

/**
 * page-cards: adds the two list pages, /case and /usescene, with their cards as route data,
 * read from the front matter of the articles themselves (src/pages/case/*.md,
 * src/pages/usescene/*.md and their translations), so the list pages never repeat the
 * articles' text. Route data (not global data) keeps the cards out of the JavaScript every
 * other page loads. See ../README.md.
 */

const PLUGIN_NAME = 'page-cards';
/** Folder of the pages plugin's translations inside i18n/<locale>. */
const PAGES_I18N_FOLDER = 'docusaurus-plugin-content-pages';
const SECTIONS = {cases: 'case', scenes: 'usescene'} as const;
/** The list pages' components; `_components` keeps them out of the pages plugin's routes. */
const LIST_PAGES = {
  cases: '@site/src/pages/case/_components/CasesPage',
  scenes: '@site/src/pages/usescene/_components/UseScenesPage',
} as const;

interface Dirs {
  /** src/pages */
  readonly sourceDir: string;
  /** i18n/<locale>/docusaurus-plugin-content-pages */
  readonly localizedDir: string;
}

/**
 * The pages of one section in the current locale. The list of articles is the source
 * folder's; each one's front matter comes from its translation when there is one, else from
 * the source, which is how the pages plugin itself picks the file it renders.
 */
export function readSection({sourceDir, localizedDir}: Dirs, section: string): PageSource[] {
  const folder = path.join(sourceDir, section);
  return fs
    .readdirSync(folder, {withFileTypes: true})
    .filter((entry) => entry.isFile() && slugOf(entry.name) !== null)
    .map((entry) => entry.name)
    .sort()
    .map((file) => {
      const localized = path.join(localizedDir, section, file);
      const filePath = fs.existsSync(localized) ? localized : path.join(folder, file);
      return {file, filePath, frontMatter: matter(fs.readFileSync(filePath, 'utf8')).data};
    });
}

export function loadPageCards(dirs: Dirs, locale: string): PageCardsData {
  return {
    cases: caseCards(readSection(dirs, SECTIONS.cases), locale, `/${SECTIONS.cases}`),
    scenes: sceneCards(readSection(dirs, SECTIONS.scenes), locale, `/${SECTIONS.scenes}`),
  };
}

/** The folders the plugin reads for a site and its current locale. */
export function pageDirs(siteDir: string, localizationDir: string): Dirs {
  return {
    sourceDir: path.join(siteDir, 'src', 'pages'),
    localizedDir: path.join(localizationDir, PAGES_I18N_FOLDER),
  };
}

export default function pageCardsPlugin(context: LoadContext): Plugin<PageCardsData> {
  const dirs = pageDirs(context.siteDir, context.localizationDir);
  const locale = context.i18n.localeConfigs[context.i18n.currentLocale]?.htmlLang ?? context.i18n.currentLocale;
  return {
    name: PLUGIN_NAME,
    async loadContent() {
      return loadPageCards(dirs, locale);
    },
    async contentLoaded({content, actions}) {
      for (const key of ['cases', 'scenes'] as const) {
        const cards = await actions.createData(`${key}.json`, JSON.stringify(content[key]));
        actions.addRoute({
          path: `${context.baseUrl}${SECTIONS[key]}`,
          component: LIST_PAGES[key],
          modules: {cards},
          exact: true,
        });
      }
    },
    getPathsToWatch() {
      return Object.values(SECTIONS).flatMap((section) => [
        path.join(dirs.sourceDir, section, '*.{md,mdx}'),
        path.join(dirs.localizedDir, section, '*.{md,mdx}'),
      ]);
    },
  };
}
