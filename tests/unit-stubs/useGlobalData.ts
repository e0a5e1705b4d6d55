import path from 'node:path';
import {loadPageCards, pageDirs} from '@site/plugins/page-cards';

/**
 * Stand-in for @docusaurus/useGlobalData in the default locale. The fixture data of the
 * page-cards plugin is what that plugin produces from the real English pages, so the list
 * pages are tested against the articles that exist, in their front-matter order.
 */
const siteDir = path.resolve(__dirname, '../..');
const GLOBAL_DATA: Record<string, Record<string, unknown>> = {
  'page-cards': {default: loadPageCards(pageDirs(siteDir, path.join(siteDir, 'i18n', 'en')), 'en-US')},
};

export function usePluginData(pluginName: string, pluginId = 'default'): unknown {
  return GLOBAL_DATA[pluginName]?.[pluginId];
}

export default function useGlobalData(): Record<string, Record<string, unknown>> {
  return GLOBAL_DATA;
}
