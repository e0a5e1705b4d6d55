// @vitest-environment node
import React from 'react';
import {renderToString} from 'react-dom/server';
import {describe, expect, it} from 'vitest';
// The function the build uses to turn each page into HTML (patched: patches/README.md).
import {renderToHtml} from '@docusaurus/core/lib/client/renderToHtml.js';

// Chinese characters are 3 bytes in UTF-8. React 18's Node stream renderer encodes text into
// 2 KB buffers and, when a character does not fit at the end of one, sent the whole buffer,
// unused bytes included: one or two NUL bytes in the page, which the HTML minifier turned into
// U+FFFD (171 Chinese pages had "展开侧边��栏分类" and the like). Text runs of every length
// from 1 to 3 characters shift the buffer boundary across every byte of a character.
function Page({runs}: {runs: readonly string[]}) {
  return (
    <main>
      {runs.map((run, index) => (
        <p key={index} aria-label={`${run}标签`}>
          {run}
        </p>
      ))}
    </main>
  );
}

const RUNS = Array.from({length: 2400}, (_, index) => '展开侧边栏分类'.slice(0, (index % 3) + 1));

describe('static page rendering', () => {
  it('keeps multi-byte text intact across the renderer buffer boundaries', async () => {
    const html = await renderToHtml(<Page runs={RUNS} />);
    const count = (character: string) => html.split(character).length - 1;
    expect({nul: count('\u0000'), replacement: count('\uFFFD')}).toEqual({nul: 0, replacement: 0});
    // Compared as a flag: a failing diff of two 200 KB strings says nothing more.
    expect(html === renderToString(<Page runs={RUNS} />)).toBe(true);
  });
});
