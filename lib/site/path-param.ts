/**
 * A dynamic route segment as the visitor wrote it. Next may hand a segment over still encoded or
 * already decoded (a rewritten path is decoded once more), so a segment that no longer decodes
 * (a literal `%` in it) is kept as it is: it then names nothing, and the page answers not found.
 */
export function decodePathParam(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
