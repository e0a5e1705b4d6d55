import {describe, expect, it} from 'vitest';
import {verifiedRelease} from './verifiedWith';

describe('the release a page was checked against', () => {
  it('reads verified_with: {rainbond: <release>}', () => {
    expect(verifiedRelease({rainbond: 'v6.2.1'})).toBe('v6.2.1');
    expect(verifiedRelease({rainbond: 'v5.17.3'})).toBe('v5.17.3');
  });

  it('shows nothing for a missing or malformed value', () => {
    expect(verifiedRelease(undefined)).toBeNull();
    expect(verifiedRelease('v6.2.1')).toBeNull();
    expect(verifiedRelease({rainbond: 'latest'})).toBeNull();
    expect(verifiedRelease({rainbond: 6.2})).toBeNull();
    expect(verifiedRelease([{rainbond: 'v6.2.1'}])).toBeNull();
  });
});
