import { escapeHtml } from '../../tools/escape-html.ts';
import type { LiteralValue } from './literal-value.ts';

/** HTML elements that stand as blocks even when written inside a line (`<div>text</div>`). */
export const BLOCK_ELEMENTS = new Set(['address', 'article', 'aside', 'blockquote', 'details', 'dialog', 'div', 'dl', 'fieldset', 'figure', 'footer', 'form', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'header', 'hr', 'iframe', 'nav', 'ol', 'p', 'pre', 'section', 'table', 'ul', 'video']);
export { VOID_ELEMENTS } from '../../tools/html-elements.ts';

/** React's names for attributes whose HTML name is not simply the lower-case one. */
const HTML_NAMES: Readonly<Record<string, string>> = { className: 'class', htmlFor: 'for' };
/** CSS properties that take plain numbers (React's list); any other number is in pixels, as React writes it. */
const UNITLESS = new Set([
  'animationIterationCount', 'aspectRatio', 'borderImageOutset', 'borderImageSlice', 'borderImageWidth', 'columnCount', 'columns', 'flex', 'flexGrow',
  'flexShrink', 'fontWeight', 'gridArea', 'gridColumn', 'gridColumnEnd', 'gridColumnStart', 'gridRow', 'gridRowEnd', 'gridRowStart', 'lineClamp',
  'lineHeight', 'opacity', 'order', 'orphans', 'scale', 'tabSize', 'widows', 'zIndex', 'zoom', 'fillOpacity', 'floodOpacity', 'stopOpacity',
  'strokeDasharray', 'strokeDashoffset', 'strokeMiterlimit', 'strokeOpacity', 'strokeWidth',
]);

/**
 * JSX props written as HTML attributes, as React would: `className` → `class`, `tabIndex` →
 * `tabindex`, a `style` object → CSS text; `true` stands alone, `false` and `null` leave the
 * attribute out. Event handlers never get here: they are not literals.
 */
export function htmlAttributes(props: Readonly<Record<string, LiteralValue>>): string {
  let html = '';
  for (const [name, value] of Object.entries(props)) {
    if (value === false || value === null || value === undefined) continue;
    const htmlName = HTML_NAMES[name] ?? (name.includes('-') ? name : name.toLowerCase());
    if (value === true) {
      html += ` ${htmlName}`;
      continue;
    }
    const text = name === 'style' && typeof value === 'object' ? cssText(value) : typeof value === 'object' ? JSON.stringify(value) : String(value);
    html += ` ${htmlName}="${escapeHtml(text)}"`;
  }
  return html;
}

function cssText(style: LiteralValue): string {
  if (typeof style !== 'object' || style === null || Array.isArray(style)) return '';
  return Object.entries(style)
    .filter(([, value]) => typeof value === 'string' || typeof value === 'number')
    .map(([property, value]) => `${cssProperty(property)}: ${typeof value === 'number' && value !== 0 && !UNITLESS.has(property) && !property.startsWith('--') ? `${value}px` : value}`)
    .join('; ');
}

/** `backgroundColor` → `background-color`; `--custom` and `WebkitX` → `-webkit-x` as React writes them. */
function cssProperty(name: string): string {
  if (name.startsWith('--')) return name;
  return name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`).replace(/^(webkit|moz|ms)-/, '-$1-');
}
