/**
 * Trims each tag, drops empties and drops duplicates, compared case-insensitively;
 * the first spelling of a tag wins.
 */
export function normaliseTags(list: readonly string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of list) {
    const tag = raw.trim();
    const key = tag.toLowerCase();
    if (tag === '' || seen.has(key)) continue;
    seen.add(key);
    out.push(tag);
  }
  return out;
}

/** Appends a trimmed tag; returns the same list when the tag is blank or already present. */
export function addTag(list: string[], raw: string): string[] {
  const tag = raw.trim();
  if (tag === '' || list.some((t) => t.toLowerCase() === tag.toLowerCase())) return list;
  return [...list, tag];
}

/** Removes a tag (exact match), as clicking a tag chip does. */
export function removeTag(list: readonly string[], tag: string): string[] {
  return list.filter((t) => t !== tag);
}
