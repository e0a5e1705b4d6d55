import type {Plugin} from '@docusaurus/types';
import {earlyTapsScript} from '../../src/lib/earlyTaps';

/**
 * Puts the early-tap script (src/lib/earlyTaps.ts) at the top of every page's body, so it
 * listens before any control is on screen. Inline, so it costs no request; the deploy step
 * adds its hash to the Content-Security-Policy like the framework's inline scripts.
 */
export default function earlyTapsPlugin(): Plugin {
  return {
    name: 'early-taps',
    injectHtmlTags() {
      return {preBodyTags: [{tagName: 'script', innerHTML: earlyTapsScript()}]};
    },
  };
}
