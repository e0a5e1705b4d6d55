export function useLocation() {
  return {pathname: window.location.pathname, search: window.location.search, hash: window.location.hash};
}
