import {Prism} from 'prism-react-renderer';

// The prismjs grammar files extend the `Prism` they find in the global scope, as in a browser.
// highlight.ts imports this module first, then the grammars, then prism-global-end.ts.
(globalThis as {Prism?: unknown}).Prism = Prism;
