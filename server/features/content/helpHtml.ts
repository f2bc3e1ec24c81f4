/**
 * The HTML a help article may contain: headings, paragraphs, lists, tables, strong and em, and links
 * inside the site (a href="#/..."). The site still sanitises every body before showing it (DOMPurify in
 * HelpPage); this check stops a file with anything else (a script, a style, an outside link, a stray
 * "<") at start, so that what the site shows is exactly what was written.
 */

const PLAIN_ELEMENTS = new Set(['h2', 'h3', 'p', 'ul', 'ol', 'li', 'table', 'thead', 'tbody', 'tr', 'th', 'td', 'strong', 'em']);
const IN_SITE_LINK = /^ href="#\/[^"<>\s]*"$/;
const ENTITY = /^&(amp|lt|gt|quot|#\d{1,6});/;

/** The first problem in an article body, or null when it keeps to the allowed HTML; lines count from firstLine. */
export function checkHelpHtml(body: string, firstLine = 1): string | null {
  const open: string[] = [];
  const line = (index: number) => firstLine - 1 + body.slice(0, index).split('\n').length;
  let index = 0;
  while (index < body.length) {
    const character = body[index];
    if (character === '&') {
      if (!ENTITY.test(body.slice(index))) return `line ${line(index)}: "&" must start an entity such as &amp;`;
      index += 1;
      continue;
    }
    if (character === '>') return `line ${line(index)}: a stray ">" (write &gt;)`;
    if (character !== '<') {
      index += 1;
      continue;
    }
    const end = body.indexOf('>', index);
    const tag = end < 0 ? null : /^<(\/?)([a-z0-9]+)([^<>]*)>$/.exec(body.slice(index, end + 1));
    if (!tag) return `line ${line(index)}: a stray "<" (write &lt;)`;
    const [, closing, name, attributes] = tag;
    const allowed = PLAIN_ELEMENTS.has(name) ? attributes === '' : name === 'a' && (closing ? attributes === '' : IN_SITE_LINK.test(attributes));
    if (!allowed) {
      return name === 'a' || PLAIN_ELEMENTS.has(name)
        ? `line ${line(index)}: <${closing}${name}${attributes}> has attributes that are not allowed (only a href="#/..." is)`
        : `line ${line(index)}: <${name}> is not allowed in a help article`;
    }
    if (!closing) open.push(name);
    else if (open.pop() !== name) return `line ${line(index)}: </${name}> closes an element that is not open`;
    index = end + 1;
  }
  return open.length > 0 ? `<${open[open.length - 1]}> is never closed` : null;
}
