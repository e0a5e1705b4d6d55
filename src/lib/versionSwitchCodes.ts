/**
 * The version switch targets of every doc, precomputed while the site builds
 * (plugins/version-switch) and read by the docs frame (src/theme/DocsRoot). For each pair of
 * versions, one string holds, for the n-th doc of the first version (in the docs plugin's
 * order, which its global data keeps), the position of its counterpart among the docs of the
 * second: two base-36 digits per doc, position + 1, `00` for none. About 1 KB of gzip on a docs
 * page, where the reviewed map itself (src/data/versionCounterparts.ts) and the rules that read
 * it cost 4 KB.
 */
export type SwitchCodes = Readonly<Record<string, Readonly<Record<string, string>>>>;

const WIDTH = 2;
const LIMIT = 36 ** WIDTH - 1;

export function encodeTargets(positions: readonly (number | undefined)[]): string {
  return positions
    .map((position) => {
      const code = position === undefined ? 0 : position + 1;
      if (code > LIMIT) {
        throw new Error(`version switch: doc position ${position} does not fit ${WIDTH} base-36 digits`);
      }
      return code.toString(36).padStart(WIDTH, '0');
    })
    .join('');
}

/** The position of the counterpart of the doc at `index`, if the codes name one. */
export function decodeTarget(codes: string | undefined, index: number): number | undefined {
  if (codes === undefined || index < 0) {
    return undefined;
  }
  const code = parseInt(codes.slice(index * WIDTH, index * WIDTH + WIDTH), 36);
  return code > 0 ? code - 1 : undefined;
}
