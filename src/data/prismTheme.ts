import type {PrismTheme} from 'prism-react-renderer';

/**
 * Code highlighting colours with at least 4.5:1 contrast on the block background (WCAG AA):
 * the stock "github" Prism theme falls to 2.6:1 for numbers and comments. Colours follow
 * GitHub's current light palette.
 */
export const codeTheme: PrismTheme = {
  plain: {color: '#24292f', backgroundColor: '#f6f8fa'},
  styles: [
    {types: ['comment', 'prolog', 'doctype', 'cdata'], style: {color: '#57606a', fontStyle: 'italic'}},
    {types: ['namespace'], style: {color: '#24292f'}},
    {types: ['string', 'attr-value', 'char', 'template-string'], style: {color: '#0a3069'}},
    {types: ['punctuation', 'operator'], style: {color: '#24292f'}},
    {
      types: ['entity', 'url', 'symbol', 'number', 'boolean', 'variable', 'constant', 'property', 'regex', 'inserted'],
      style: {color: '#0550ae'},
    },
    {types: ['atrule', 'keyword', 'attr-name', 'important'], style: {color: '#cf222e'}},
    {types: ['function', 'function-variable', 'class-name'], style: {color: '#6639ba'}},
    {types: ['tag', 'selector', 'builtin'], style: {color: '#116329'}},
    {types: ['deleted'], style: {color: '#953800'}},
  ],
};
