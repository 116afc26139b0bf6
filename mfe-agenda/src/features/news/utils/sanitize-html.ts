import DOMPurify from 'dompurify';

/**
 * Article bodies come from outside sources: scripts, event handlers and javascript: URLs go,
 * and so do forms and their fields (a body must not ask for a password) and style sheets (it
 * must not restyle the page); formatting (<p>, <strong>, <a>...) stays. Links open in a new tab
 * without handing the page a window.opener.
 */
const FORBIDDEN_TAGS = ['form', 'input', 'button', 'textarea', 'select', 'option', 'style'];

export function sanitizeHtml(html: string): string {
  const fragment = DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: FORBIDDEN_TAGS,
    RETURN_DOM_FRAGMENT: true,
  });
  fragment.querySelectorAll('a[href]').forEach((anchor) => {
    anchor.setAttribute('target', '_blank');
    anchor.setAttribute('rel', 'noopener noreferrer');
  });
  const container = document.createElement('div');
  container.appendChild(fragment);
  return container.innerHTML;
}
