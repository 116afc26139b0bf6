import { sanitizeHtml } from './sanitize-html';

describe('sanitizeHtml', () => {
  it('drops scripts, event handlers and javascript: links, keeps the formatting', () => {
    const html =
      '<p>Testo <strong>importante</strong></p><script>alert(1)</script>' +
      '<img src="x.png" onerror="alert(2)"><a href="javascript:alert(3)">trappola</a>';
    const safe = sanitizeHtml(html);
    expect(safe).toContain('<strong>importante</strong>');
    expect(safe).not.toMatch(/script|onerror|javascript:/i);
    expect(safe).toContain('<img src="x.png">');
  });

  it('drops forms, their fields and style sheets, keeping the text around them', () => {
    const html =
      '<p>Accedi per leggere</p><form action="https://phishing.example"><input name="password">' +
      '<textarea></textarea><select><option>1</option></select><button>Invia</button></form>' +
      '<style>body { display: none }</style><p>Fine</p>';
    const safe = sanitizeHtml(html);
    expect(safe).not.toMatch(/<(form|input|textarea|select|option|button|style)\b/i);
    expect(safe).toContain('<p>Accedi per leggere</p>');
    expect(safe).toContain('<p>Fine</p>');
  });

  it('opens the links of a body in a new tab without window.opener', () => {
    expect(sanitizeHtml('<a href="https://www.esempio.it">fonte</a>')).toBe(
      '<a href="https://www.esempio.it" target="_blank" rel="noopener noreferrer">fonte</a>',
    );
  });
});
