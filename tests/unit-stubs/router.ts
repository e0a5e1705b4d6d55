export function useLocation() {
  return {pathname: window.location.pathname, search: window.location.search, hash: window.location.hash};
}

type To = string | {pathname?: string; search?: string; hash?: string};

function href(to: To): string {
  if (typeof to === 'string') {
    return to;
  }
  const {pathname = window.location.pathname, search = '', hash = ''} = to;
  return `${pathname}${search}${hash}`;
}

/** History backed by the jsdom window; `replace` changes the address without a new entry. */
export function useHistory() {
  return {
    replace: (to: To) => window.history.replaceState(null, '', href(to)),
    push: (to: To) => window.history.pushState(null, '', href(to)),
  };
}
