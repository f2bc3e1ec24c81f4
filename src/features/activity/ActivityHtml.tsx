import { createElement, type ReactNode } from 'react';
import { Link } from 'wouter';

/**
 * An activity's body (HTML from the server, which admits only the help articles' elements when it is written)
 * rebuilt as React elements from an allow-list: headings, paragraphs, lists, tables, strong, em and links inside
 * the site. Anything else is dropped with its attributes, keeping its text; nothing reaches innerHTML. (A module of
 * its own rather than DOMPurify: the help page's copy would become a chunk the home page has to name.)
 */

const ALLOWED = new Set(['h2', 'h3', 'p', 'ul', 'ol', 'li', 'table', 'thead', 'tbody', 'tr', 'th', 'td', 'strong', 'em']);
const IN_SITE = /^#\/[^\s"<>]*$/;

function rebuild(node: Node, key: number): ReactNode {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent;
  if (node.nodeType !== Node.ELEMENT_NODE) return null;
  const element = node as Element;
  const children = [...element.childNodes].map(rebuild);
  const tag = element.tagName.toLowerCase();
  const href = element.getAttribute('href') ?? '';
  if (tag === 'a' && IN_SITE.test(href)) return createElement(Link, { key, href: href.slice(1) }, children);
  return ALLOWED.has(tag) ? createElement(tag, { key }, children) : createElement('span', { key }, children);
}

export function ActivityHtml({ html, className }: { html: string; className: string }) {
  const body = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html').body;
  return <div className={className}>{[...body.childNodes].map(rebuild)}</div>;
}
