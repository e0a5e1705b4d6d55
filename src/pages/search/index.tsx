import React, {type ReactNode} from 'react';
import Layout from '@theme/Layout';
import {translate} from '@docusaurus/Translate';
import SearchResultsPage from './_components/SearchResultsPage';

/** /search?q=… (and /zh/search?q=…): every result for a query, the query kept in the URL. */
export default function SearchPage(): ReactNode {
  return (
    <Layout
      title={translate({id: 'search.page.metaTitle', message: 'Search'})}
      description={translate({
        id: 'search.page.metaDescription',
        message: 'Search the Rainbond documentation, API reference, blog and product pages.',
      })}>
      <main className="container margin-vert--lg">
        <SearchResultsPage />
      </main>
    </Layout>
  );
}
