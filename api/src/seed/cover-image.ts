/**
 * Cover pictures for the demo catalogue, drawn here as small SVG data URLs: the product runs
 * offline and never depends on an image service (nor tells one who is looking).
 */
export interface Cover {
  /** Big text on the cover (a course's category, a product's kind…). */
  label: string;
  /** Smaller line under it. */
  caption?: string;
  background: string;
  foreground: string;
}

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);
}

export function coverImage({ label, caption, background, foreground }: Cover): string {
  const svg = [
    '<svg xmlns="http://www.w3.org/2000/svg" width="640" height="360" viewBox="0 0 640 360">',
    `<rect width="640" height="360" fill="${background}"/>`,
    `<circle cx="560" cy="70" r="150" fill="${foreground}" opacity="0.12"/>`,
    `<circle cx="80" cy="330" r="110" fill="${foreground}" opacity="0.08"/>`,
    `<text x="48" y="190" font-family="Helvetica, Arial, sans-serif" font-size="34" font-weight="700" fill="${foreground}">${escapeXml(label)}</text>`,
    caption
      ? `<text x="48" y="236" font-family="Helvetica, Arial, sans-serif" font-size="24" fill="${foreground}" opacity="0.85">${escapeXml(caption)}</text>`
      : '',
    '</svg>',
  ].join('');
  return `data:image/svg+xml;base64,${Buffer.from(svg, 'utf8').toString('base64')}`;
}
