// Only ever used as <img src>, where an SVG's scripts do not run.
const IMAGE_DATA = /^data:image\/(png|jpe?g|gif|webp|avif|svg\+xml);base64,/i;

/**
 * An address that came with outside content (a news source, a notification picture), as a link
 * or an image source: only http(s) addresses, and for images inline base64 pictures too.
 * Anything else (javascript:, data:text/html, vbscript:, malformed) gives null: not rendered.
 */
export function safeWebUrl(
  value: string | null | undefined,
  kind: 'link' | 'image' = 'link',
): string | null {
  const text = value?.trim();
  if (!text) return null;
  if (kind === 'image' && IMAGE_DATA.test(text)) return text;
  try {
    const url = new URL(text);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}
