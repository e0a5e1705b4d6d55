import {describe, expect, it} from 'vitest';
import {commentsOf, isEnglishProse, isEnglishTitle, markdownCodeBlocks, withoutComments} from './codeComments';

describe('code comments', () => {
  it('finds shell comments but not URLs, anchors or shebangs', () => {
    const code = '#!/bin/sh\n# 安装\ncurl https://x.io/#top  # fetch the file\necho ${#list}\n';
    expect(commentsOf(code, 'bash')).toEqual(['安装', 'fetch the file']);
    expect(withoutComments(code, 'bash')).toBe('#!/bin/sh\ncurl https://x.io/#top\necho ${#list}');
  });

  it('finds line and block comments of C-like languages', () => {
    const code = 'x := 1 // one\n/* a\n b */\nurl := "http://a"\n';
    expect(commentsOf(code, 'go')).toEqual(['a\n b', 'one']);
    expect(withoutComments(code, 'go')).toBe('x := 1\nurl := "http://a"');
  });

  it('finds SQL and markup comments', () => {
    expect(commentsOf('SELECT 1; -- check\nSELECT a--b;\n', 'sql')).toEqual(['check']);
    expect(withoutComments('<a/><!-- note -->\n', 'xml')).toBe('<a/>');
  });

  it('compares code that differs only in the language of its comments as equal', () => {
    const en = 'kubectl get pods   # list pods\n\n# then read the logs\nkubectl logs x\n';
    const zh = 'kubectl get pods   # 列出 Pod\n# 再查看日志\nkubectl logs x\n';
    expect(withoutComments(zh, 'bash')).toBe(withoutComments(en, 'bash'));
    expect(withoutComments('kubectl logs y\n', 'bash')).not.toBe(withoutComments(en, 'bash'));
  });

  it('tells English sentences and titles from Chinese ones and from names', () => {
    expect(isEnglishProse('restart the operator first')).toBe(true);
    expect(isEnglishProse('重启 rainbond operator 组件')).toBe(false);
    expect(isEnglishProse('values.yaml')).toBe(false);
    expect(isEnglishTitle('pom.xml (dependencies section)')).toBe(true);
    expect(isEnglishTitle('values.yaml')).toBe(false);
    expect(isEnglishTitle('pom.xml（依赖部分）')).toBe(false);
  });

  it('reads fenced blocks with language, title and indentation', () => {
    const source = '1. Run:\n\n   ```bash title="安装"\n   helm install x\n   ```\n\n```\nplain\n```\n';
    expect(markdownCodeBlocks(source)).toEqual([
      {line: 3, lang: 'bash', title: '安装', code: 'helm install x\n'},
      {line: 7, lang: '', code: 'plain\n'},
    ]);
  });
});
