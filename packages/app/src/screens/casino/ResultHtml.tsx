import { Stack } from '@exchange/design-system';
import { cardName, casinoCardFace, casinoCardsText } from '@exchange/domain';
import { createElement, type ReactNode } from 'react';
import * as styles from './ResultHtml.css.ts';

export interface ResultHtmlProps {
  /** The `html` of "result by market id" (GET casino-result-by-market), as the server sent it. */
  html: string;
}

/**
 * The tags and attributes the server's result template writes (packages/server/src/casino/resultHtml.ts),
 * the same allowlist its sanitize-html pass keeps.
 */
const tags = new Set(['div', 'span', 'strong', 'table', 'tbody', 'tr', 'th', 'td', 'dl', 'dt', 'dd']);
const attributes: Record<string, string> = {
  class: 'className',
  'data-card': 'data-card',
  'aria-label': 'aria-label',
};

/** An element of the parsed fragment as a React element: its listed attributes, its children the same way. */
/** Where the browser's parser tolerates whitespace between cells but React's DOM nesting rules do not. */
const tableParts = new Set(['table', 'tbody', 'tr']);

function toReact(node: Node, key: number): ReactNode {
  if (node.nodeType === Node.TEXT_NODE) {
    const inTable = tableParts.has(node.parentElement?.localName ?? '');
    return inTable && node.textContent?.trim() === '' ? null : node.textContent;
  }
  if (!(node instanceof Element)) return null;
  const children = [...node.childNodes].map(toReact);
  const tag = node.localName;
  // Anything the template does not write keeps only its text (it cannot come from the server's sanitiser).
  if (!tags.has(tag)) return node.textContent;
  const props: Record<string, string | number> = { key };
  for (const { name, value } of node.attributes) {
    const prop = attributes[name];
    if (prop) props[prop] = value;
  }
  // A card face (`9HH`) is drawn from its code: its rank and suit sign, named "Nine of hearts" as one image.
  const card = tag === 'span' ? casinoCardFace(node.getAttribute('data-card') ?? '') : undefined;
  if (card) {
    const code = node.getAttribute('data-card') ?? '';
    return createElement(
      'span',
      { ...props, role: 'img', 'aria-label': cardName(card) },
      casinoCardsText(code),
    );
  }
  return createElement(tag, props, ...children);
}

/**
 * A round's result detail as the server renders it (spec 3: "Result detail: html"), without putting a
 * string into the page as HTML: the text is parsed in an inert document (no script runs, nothing loads)
 * and rebuilt as React elements from the template's own tags and attributes, text going in as text. The
 * server already made it from structured data through an escaping template and sanitize-html; this keeps
 * the page safe even if that ever let something through.
 */
export function ResultHtml({ html }: ResultHtmlProps) {
  const fragment = new DOMParser().parseFromString(html, 'text/html').body;
  return (
    <Stack space="medium" className={styles.resultBox}>
      {[...fragment.childNodes].map(toReact)}
    </Stack>
  );
}
