import type {Redirect} from './redirects';

/**
 * API reference pages of the previous site whose operation one docs version does not have.
 * Each old URL leads to the version that has the operation (tests/unit/openapi.test.ts checks
 * every page URL of tests/fixtures/api-operations.json: a page, or an entry here).
 */
export const apiRedirects: readonly Redirect[] = [
  // GET /openapi/v1/configs exists in the 5.17 console only (removed before v6.2.1).
  {from: '/docs/api/enterprise/getEnterpriseConfigInfo', to: '/docs/5.17/api/enterprise/getEnterpriseConfigInfo'},
];
