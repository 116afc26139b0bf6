/**
 * The text cut to `max` characters with an ellipsis ('…') after the cut; shorter texts are left
 * as they are. Counts characters, not UTF-16 units, so an emoji or accented letter is never split.
 */
export function truncate(text: string, max: number): string {
  const characters = Array.from(text);
  if (characters.length <= max) return text;
  return `${characters.slice(0, max).join('').trimEnd()}…`;
}

/** A lesson's length: 45 → '45 min', 90 → '1 h 30 min', 120 → '2 h'. */
export function formatMinutes(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}
