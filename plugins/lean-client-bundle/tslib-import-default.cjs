'use strict';

// @docusaurus/utils-common is CommonJS and reaches tslib through `require('tslib')`, which
// keeps every tslib helper (4 KB gzip) in main.js although it calls only this one. Its
// browser build resolves `tslib` here (see index.ts); the helper follows TypeScript's
// documented semantics: an ES module passes through, anything else becomes its default.
exports.__importDefault = (mod) => (mod && mod.__esModule ? mod : {default: mod});
