import {describe, expect, it} from 'vitest';
import {highlightSegments, plainText} from './highlight';

describe('highlightSegments', () => {
  it('splits a snippet into marked and plain parts', () => {
    expect(highlightSegments('Install <mark>Helm</mark> charts')).toEqual([
      {text: 'Install ', marked: false},
      {text: 'Helm', marked: true},
      {text: ' charts', marked: false},
    ]);
  });

  it('decodes escaped markup to text instead of creating elements', () => {
    const segments = highlightSegments('&lt;script&gt;alert(1)&lt;/script&gt; <mark>x</mark>');
    expect(segments[0]).toEqual({text: '<script>alert(1)</script> ', marked: false});
  });

  it('drops raw tags other than mark, keeping their text', () => {
    expect(plainText('<img src=x onerror=alert(1)>see <b>bold</b>')).toBe('see bold');
  });

  it('decodes numeric entities', () => {
    expect(plainText('a &#39;b&#x27; &amp; c')).toBe("a 'b' & c");
  });
});
