/**
 * The code a highlighted block shows, from the HTML the build wrote for it
 * (plugins/code-highlighting): Prism's markup is only `<span>` tags around text in which
 * `&` and `<` are escaped, so dropping the tags and decoding those two gives the code back.
 * Used by the copy button, so the page does not carry each block twice.
 */
export function codeText(html: string): string {
  return html.replace(/<[^>]*>/g, '').replace(/&(lt|amp);/g, (_, entity: string) => (entity === 'lt' ? '<' : '&'));
}
