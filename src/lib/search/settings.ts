import type {SearchSettings} from './types';

export const ALGOLIA_ENV = {
  appId: 'ALGOLIA_APP_ID',
  apiKey: 'ALGOLIA_API_KEY',
  indexName: 'ALGOLIA_INDEX_NAME',
} as const;

/**
 * The hosted service is used only when a deployment sets all three variables at build time;
 * otherwise the local index built with the site (Pagefind, under `indexUrl`) answers, and no
 * search request leaves the site's host. Setting only some of them is a mistake that should
 * fail the build rather than ship a search box that silently falls back.
 */
export function searchSettings(
  env: Record<string, string | undefined>,
  site: {url: string; baseUrl: string},
): SearchSettings {
  const values = Object.fromEntries(
    Object.entries(ALGOLIA_ENV).map(([key, name]) => [key, env[name]?.trim() ?? '']),
  ) as Record<keyof typeof ALGOLIA_ENV, string>;
  const set = Object.entries(values).filter(([, value]) => value !== '');
  if (set.length === 0) {
    return {provider: 'local', indexUrl: `${site.baseUrl}pagefind/`};
  }
  if (set.length < 3) {
    const missing = Object.entries(values)
      .filter(([, value]) => value === '')
      .map(([key]) => ALGOLIA_ENV[key as keyof typeof ALGOLIA_ENV]);
    throw new Error(`Hosted search needs ${missing.join(' and ')} as well`);
  }
  if (!/^[A-Z0-9]+$/i.test(values.appId)) {
    throw new Error(`${ALGOLIA_ENV.appId} must be letters and digits, got ${values.appId}`);
  }
  return {provider: 'algolia', ...values, siteUrl: new URL(site.url).origin};
}
