import {describe, expect, it} from 'vitest';
import {withoutDescriptions} from './descriptions.cjs';

describe('theme strings without translator descriptions', () => {
  const source = `
const plural = translate(
  {
    id: 'theme.blog.post.plurals',
    description: 'Pluralized label for "{count} posts". Use as much plural forms (separated by "|")',
    message: 'One post|{count} posts',
  },
  {count},
);
const label = translate({id: "theme.common.close", message: 'Close', description: "The label's text"});
const page = <Translate id="theme.NotFound.title" description="The title of the 404 page">Page Not Found</Translate>;
const meta = {title: 'x', description: 'A page description that is content'};
const site = translate({id: 'site.hero', message: 'Hi', description: 'kept: not a theme id'});
`;
  const output = withoutDescriptions(source);

  it('removes the descriptions of theme strings in translate() calls and <Translate> tags', () => {
    expect(output).not.toContain('Pluralized label');
    expect(output).not.toContain("The label's text");
    expect(output).not.toContain('The title of the 404 page');
    expect(output).toContain("message: 'One post|{count} posts'");
    expect(output).toContain('<Translate id="theme.NotFound.title">Page Not Found</Translate>');
    expect(output).toContain(`translate({id: "theme.common.close", message: 'Close', })`);
  });

  it('leaves every other description alone', () => {
    expect(output).toContain("description: 'A page description that is content'");
    expect(output).toContain("description: 'kept: not a theme id'");
  });
});
