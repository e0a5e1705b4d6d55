import {fileURLToPath} from 'node:url';
import {transformWithOxc, type Plugin} from 'vite';
import {defineConfig} from 'vitest/config';

const stub = (name: string) => fileURLToPath(new URL(`./tests/unit-stubs/${name}`, import.meta.url));

/**
 * Unit tests run components outside Docusaurus, so its virtual modules are replaced by
 * small stand-ins (tests/unit-stubs) that behave like the real ones for a default-locale
 * page: Translate returns its message, Link renders an anchor, the router has a location.
 */
/** Docusaurus ships its client components as .js files containing JSX. */
const docusaurusClientJsx: Plugin = {
  name: 'docusaurus-client-jsx',
  enforce: 'pre',
  async transform(code, id) {
    if (!/@docusaurus\/core\/lib\/client\/.*\.js$/.test(id)) {
      return null;
    }
    return transformWithOxc(code, id, {lang: 'jsx', jsx: {runtime: 'automatic'}});
  },
};

export default defineConfig({
  plugins: [docusaurusClientJsx],
  resolve: {
    alias: [
      {find: '@site', replacement: fileURLToPath(new URL('.', import.meta.url))},
      {find: '@docusaurus/Translate', replacement: stub('Translate.tsx')},
      {find: '@docusaurus/Link', replacement: stub('Link.tsx')},
      {find: '@docusaurus/router', replacement: stub('router.ts')},
      {find: '@docusaurus/useDocusaurusContext', replacement: stub('useDocusaurusContext.ts')},
      {find: '@theme/NavbarItem/LocaleDropdownNavbarItem', replacement: stub('LocaleDropdownNavbarItem.tsx')},
      {find: '@theme/SearchBar', replacement: stub('SearchBar.tsx')},
      {find: '@theme/Layout', replacement: stub('Layout.tsx')},
      {find: '@theme/Heading', replacement: stub('Heading.tsx')},
    ],
  },
  oxc: {jsx: {runtime: 'automatic'}},
  test: {
    environment: 'jsdom',
    // Globals let Testing Library register its automatic cleanup between tests.
    globals: true,
    include: ['src/**/*.test.{ts,tsx}', 'tests/unit/**/*.test.{ts,tsx}', 'plugins/**/*.test.ts'],
    css: {modules: {classNameStrategy: 'non-scoped'}},
  },
});
