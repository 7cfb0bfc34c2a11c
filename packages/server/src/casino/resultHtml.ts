import {
  cardName,
  casinoCardFace,
  isRedCard,
  parseCasinoCard,
  rankLabel,
  undealtSlot,
} from '@exchange/domain';
import sanitizeHtml from 'sanitize-html';

/**
 * The casino's HTML answers (spec 7: `html-cards`, and the result detail's `html`), made from structured
 * data by a template: every value goes in escaped, and the whole fragment then passes a maintained
 * sanitiser with an allowlist of the few tags and attributes the template writes. A value holding markup
 * (`<script>`) therefore comes out as text, and anything the template might one day let through by
 * mistake is dropped before it leaves the server.
 */

/** A piece of HTML the template made itself: not escaped again when put into another. */
class Markup {
  constructor(readonly text: string) {}
}

type Value = string | number | Markup | readonly Markup[];

const escapes: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

function escaped(value: Value): string {
  if (value instanceof Markup) return value.text;
  if (Array.isArray(value)) return value.map((part: Markup) => part.text).join('');
  return String(value).replace(/[&<>"']/g, (char) => escapes[char] ?? char);
}

/**
 * The template tag: the literal parts are the template's own, every interpolated value is escaped. (Named
 * `markup`, not `html`, so the formatter leaves the templates as written rather than re-indenting them.)
 */
function markup(strings: TemplateStringsArray, ...values: Value[]): Markup {
  return new Markup(strings.reduce((out, part, index) => out + escaped(values[index - 1] ?? '') + part));
}

const policy: sanitizeHtml.IOptions = {
  allowedTags: ['div', 'span', 'strong', 'table', 'tbody', 'tr', 'th', 'td', 'dl', 'dt', 'dd'],
  allowedAttributes: { '*': ['class'], span: ['class', 'data-card', 'aria-label'] },
  allowedSchemes: [],
  disallowedTagsMode: 'discard',
};

function sanitized(fragment: Markup): string {
  return sanitizeHtml(fragment.text, policy);
}

const suitSymbols = { S: '♠', H: '♥', C: '♣', D: '♦' } as const;

/** A card face (`KDD`) as its rank and suit sign, named as said ("King of diamonds"); `inline` in a row's text. */
function face(code: string, inline = false): Markup | undefined {
  const card = parseCasinoCard(code);
  const named = casinoCardFace(code);
  if (!card || !named) return undefined;
  const kind = `casino-card casino-card-${isRedCard(card) ? 'red' : 'black'}${inline ? ' casino-card-inline' : ''}`;
  return markup`<span class="${kind}" data-card="${code}" aria-label="${cardName(named)}">${rankLabel(card.rank)}${suitSymbols[card.suit]}</span>`;
}

/** One table slot: a card face (`KDD`), a card back ("1", not dealt yet), or a game's own token as text. */
function slot(code: string): Markup {
  if (code === undealtSlot) return markup`<span class="casino-card casino-card-back" data-card="1"></span>`;
  return face(code) ?? markup`<span class="casino-card casino-card-token" data-card="${code}">${code}</span>`;
}

/** The card codes a game writes in a result row's text ("21 (9HH 9CC 8SS)", "KDD - wins"). */
const cardCodes = /\b(?:A|[2-9]|10|J|Q|K)([SHCD])\1\b/g;

/** A result row's value: its text, each card code in it drawn as a card rather than left as `9HH`. */
function rowValue(value: string): Markup[] {
  const parts: Markup[] = [];
  let at = 0;
  for (const found of value.matchAll(cardCodes)) {
    const card = face(found[0], true);
    if (!card) continue;
    parts.push(markup`${value.slice(at, found.index)}`, card);
    at = found.index + found[0].length;
  }
  parts.push(markup`${value.slice(at)}`);
  return parts;
}

/** The `html-cards` answer: the round's table, slot by slot, in the mobile layout when asked. */
export function cardsHtml(cards: readonly string[], options: { mobile: boolean }): string {
  const layout = options.mobile ? 'casino-cards casino-cards-mobile' : 'casino-cards';
  return sanitized(markup`<div class="${layout}">${cards.map(slot)}</div>`);
}

export interface ResultView {
  readonly mid: string;
  readonly gameName: string;
  readonly winnerName: string;
  readonly voided: boolean;
  readonly cards: readonly string[];
  readonly rows: readonly { readonly label: string; readonly value: string }[];
  readonly commitment: string;
  readonly serverSeed: string;
  readonly publicSeed: string;
  readonly algorithm: string;
}

/** The result detail (spec 3, "Result detail: html"): the winner, the cards, the result's rows and the proof. */
export function resultHtml(view: ResultView): string {
  const rows = view.rows.map((row) => markup`<tr><th>${row.label}</th><td>${rowValue(row.value)}</td></tr>`);
  const proof = [
    ['Round', view.mid],
    ['Commitment (SHA-256)', view.commitment],
    ['Server seed', view.serverSeed],
    ['Public seed', view.publicSeed],
    ['Algorithm', view.algorithm],
  ].map(([term = '', detail = '']) => markup`<dt>${term}</dt><dd>${detail}</dd>`);
  const outcome = view.voided ? 'casino-result casino-result-void' : 'casino-result';
  const parts = [
    markup`<div class="casino-result-head"><span class="casino-result-game">${view.gameName}</span> <strong class="casino-result-winner">${view.winnerName}</strong></div>`,
    markup`<div class="casino-cards">${view.cards.map(slot)}</div>`,
    markup`<table class="casino-result-rows"><tbody>${rows}</tbody></table>`,
    markup`<dl class="casino-result-proof">${proof}</dl>`,
  ];
  return sanitized(markup`<div class="${outcome}">${parts}</div>`);
}
