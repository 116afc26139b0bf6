/**
 * The text cut to `max` characters with an ellipsis ('…') after the cut; shorter texts are left
 * as they are. Counts characters, not UTF-16 units, so an emoji or accented letter is never split.
 */
export function truncate(text: string, max: number): string {
  const characters = Array.from(text);
  if (characters.length <= max) return text;
  return `${characters.slice(0, max).join('').trimEnd()}…`;
}
