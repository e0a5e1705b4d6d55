import React, {useEffect, useState} from 'react';
import {act, render} from '@testing-library/react';
import {describe, expect, it} from 'vitest';
// The patched file itself (patches/@docusaurus+theme-common+3.6.0.patch), by path: the
// package exports only its index, which needs the whole Docusaurus client around it.
import {useWindowSize} from '../../node_modules/@docusaurus/theme-common/lib/hooks/useWindowSize.js';

// On a phone, the width learned after hydration swaps the desktop sidebars and table of
// contents for the mobile menu: most of the page re-renders. As a transition, an update the
// reader causes at the same moment (here: a state set in the same effect flush, the way a tap
// handler's would be) renders and commits first, with the old width; without the patch both
// rendered together in one blocking pass.
function Probe({log}: {log: string[]}) {
  const size = useWindowSize();
  const [taps, setTaps] = useState(0);
  useEffect(() => setTaps(1), []);
  log.push(`${size} taps=${taps}`);
  return null;
}

describe('useWindowSize (patched)', () => {
  it('lets an urgent update commit before the mobile swap', async () => {
    const width = window.innerWidth;
    window.innerWidth = 390;
    try {
      const log: string[] = [];
      await act(async () => {
        render(<Probe log={log} />);
      });
      expect(log).toEqual(['ssr taps=0', 'ssr taps=1', 'mobile taps=1']);
    } finally {
      window.innerWidth = width;
    }
  });
});
