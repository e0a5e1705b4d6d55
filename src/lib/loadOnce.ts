/**
 * Code a control loads on first use: the import starts once and is shared by later calls; when it
 * fails (offline, a deploy replaced the chunk) it is forgotten, so the next call tries again
 * (webpack requests a chunk that failed to load again on the next import).
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () => (loading ??= load().catch((error: unknown) => ((loading = undefined), Promise.reject(error))));
}
