import { safeWebUrl } from './web-url';

describe('safeWebUrl', () => {
  it('keeps http and https addresses', () => {
    expect(safeWebUrl('https://www.ilsole24ore.com/art/giustizia')).toBe(
      'https://www.ilsole24ore.com/art/giustizia',
    );
    expect(safeWebUrl(' http://esempio.it/a?b=1 ')).toBe('http://esempio.it/a?b=1');
  });

  it.each([
    'javascript:alert(1)',
    ' JavaScript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'file:///etc/passwd',
    '//senza-schema.it',
    'non è un indirizzo',
    '',
  ])('refuses %j', (value) => {
    expect(safeWebUrl(value)).toBeNull();
    expect(safeWebUrl(value, 'image')).toBeNull();
  });

  it('accepts inline base64 pictures as images only', () => {
    const png = 'data:image/png;base64,iVBORw0KGgo=';
    expect(safeWebUrl(png, 'image')).toBe(png);
    expect(safeWebUrl(png)).toBeNull();
    // The seeded news covers: SVG, only ever shown through <img>.
    const svg = 'data:image/svg+xml;base64,PHN2Zz4=';
    expect(safeWebUrl(svg, 'image')).toBe(svg);
    expect(safeWebUrl('data:image/svg+xml,<svg onload="alert(1)">', 'image')).toBeNull();
  });

  it('treats missing values as nothing', () => {
    expect(safeWebUrl(null)).toBeNull();
    expect(safeWebUrl(undefined, 'image')).toBeNull();
  });
});
