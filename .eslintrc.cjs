/* ESLint 8 (legacy config): @docusaurus/eslint-plugin ships legacy-format presets. */
module.exports = {
  root: true,
  parser: '@typescript-eslint/parser',
  parserOptions: {ecmaVersion: 'latest', sourceType: 'module', ecmaFeatures: {jsx: true}},
  env: {browser: true, node: true, es2022: true},
  plugins: ['@typescript-eslint', 'react-hooks', '@docusaurus'],
  extends: ['eslint:recommended', 'plugin:@typescript-eslint/recommended', 'plugin:@docusaurus/recommended'],
  rules: {
    'react-hooks/rules-of-hooks': 'error',
    'react-hooks/exhaustive-deps': 'error',
    '@docusaurus/no-untranslated-text': [
      'error',
      {ignoredStrings: ['·', '—', '×', '→', '✓', '✗', '/', '|', '⭐️', 'Rainbond', 'GitHub', 'Gitee', 'OpenAPI', 'DevOps', 'Helm', 'Kubernetes', 'Rainstore']},
    ],
    '@docusaurus/prefer-docusaurus-heading': 'off',
    '@typescript-eslint/no-unused-vars': ['error', {argsIgnorePattern: '^_'}],
  },
  overrides: [
    {
      // Playwright fixtures receive a callback named `use`, which the hooks rule takes for React's use().
      files: ['tests/e2e/**'],
      rules: {'react-hooks/rules-of-hooks': 'off'},
    },
    {
      files: ['**/*.test.ts', '**/*.test.tsx', 'tests/**', 'scripts/**', '*.config.ts', '*.cjs'],
      rules: {'@docusaurus/no-untranslated-text': 'off', '@docusaurus/no-html-links': 'off'},
    },
  ],
  ignorePatterns: ['build/', '.docusaurus/', 'node_modules/', 'test-results/', 'playwright-report/'],
};
