// Edit distance, and the nearest candidates to a claim that is not valid (shown in a finding).

/** Levenshtein distance; stops early (returns limit + 1) once the distance must exceed `limit`. */
export function distance(a, b, limit = Infinity) {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let previous = Array.from({length: b.length + 1}, (_, index) => index);
  for (let row = 1; row <= a.length; row++) {
    const current = [row];
    let best = row;
    for (let column = 1; column <= b.length; column++) {
      const cost = a[row - 1] === b[column - 1] ? 0 : 1;
      current[column] = Math.min(previous[column] + 1, current[column - 1] + 1, previous[column - 1] + cost);
      best = Math.min(best, current[column]);
    }
    if (best > limit) return limit + 1;
    previous = current;
  }
  return previous[b.length];
}

/** The `count` candidates closest to `claim` (case-insensitive), closest first, ties alphabetical. */
export function nearest(claim, candidates, count = 3) {
  const target = claim.toLowerCase();
  const ranked = [];
  for (const candidate of new Set(candidates)) {
    const limit = ranked.length < count ? Infinity : ranked[ranked.length - 1].score;
    const score = distance(target, candidate.toLowerCase(), limit);
    if (score > limit) continue;
    ranked.push({candidate, score});
    ranked.sort((a, b) => a.score - b.score || a.candidate.localeCompare(b.candidate));
    if (ranked.length > count) ranked.pop();
  }
  return ranked.map(({candidate}) => candidate);
}
