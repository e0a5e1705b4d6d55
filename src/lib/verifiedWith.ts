/**
 * The Rainbond release a page records as checked against (`verified_with: {rainbond: v6.2.1}` in
 * its front matter), or null when it records none or not in that form. The docs test
 * (tests/unit/upstream-docs.test.ts) requires the form and the page's release; this only decides
 * what a reader is shown, so anything else shows nothing rather than a wrong line.
 */
export function verifiedRelease(value: unknown): string | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return null;
  }
  const release: unknown = (value as Record<string, unknown>).rainbond;
  return typeof release === 'string' && /^v\d+\.\d+(\.\d+)?$/.test(release) ? release : null;
}
