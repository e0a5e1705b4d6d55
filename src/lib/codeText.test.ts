import {describe, expect, it} from 'vitest';
import {highlightToHtml} from '@site/plugins/code-highlighting/highlight';
import {codeText} from './codeText';

describe('codeText', () => {
  const samples: Array<[string, string]> = [
    ['bash', 'curl -fsSL https://get.rainbond.com | bash -s -- --eip 10.0.0.1 && echo "a < b > c" # done'],
    ['yaml', 'spec:\n  replicas: 2\n  # comment with &amp; and &lt;\n  image: "nginx:1.25"'],
    ['php', '<?php echo "<b>" . htmlspecialchars($x); ?>'],
    ['html', '<a href="/docs?x=1&y=2">link &copy;</a>'],
    ['text', 'plain < text & more &lt; literal'],
    ['promql', 'sum(rate(http_requests_total[5m])) > 0'],
    ['nginx', 'location / {\n    proxy_pass http://127.0.0.1:7070;\n}'],
  ];

  it.each(samples)('gives back the %s code exactly from its highlighted HTML', (language, code) => {
    const html = highlightToHtml(code, language);
    expect(codeText(html)).toBe(code);
  });

  it('sees tokens, not text, in the markup of a known language', () => {
    expect(highlightToHtml('FROM node:20', 'dockerfile')).toContain('<span class="token keyword">FROM</span>');
    expect(highlightToHtml('a < b', 'text')).toBe('a &lt; b');
  });
});
