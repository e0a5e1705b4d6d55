import {algoliaBackend} from './algolia';
import {pagefindBackend} from './pagefind';
import type {SearchBackend, SearchSettings} from './types';

export type {SearchBackend, SearchGroup, SearchHit, SearchResponse, SearchSettings} from './types';

const backends = new Map<string, SearchBackend>();

/** One backend per configuration, shared by the modal and the search page. */
export function searchBackend(settings: SearchSettings): SearchBackend {
  const key = JSON.stringify(settings);
  let backend = backends.get(key);
  if (!backend) {
    backend = settings.provider === 'algolia' ? algoliaBackend(settings) : pagefindBackend(settings.indexUrl);
    backends.set(key, backend);
  }
  return backend;
}
