import React from 'react';

/** The search button's place in the bar; the real one is tested in e2e/search.spec.ts. */
export default function SearchBar() {
  return (
    <button type="button" aria-label="Search">
      Search
    </button>
  );
}
