import { describe, expect, it } from 'vitest';
import { cardsHtml, resultHtml, type ResultView } from './resultHtml.ts';

const view: ResultView = {
  mid: '5001250601120000',
  gameName: 'Lucky 7 - A',
  winnerName: 'High Card',
  voided: false,
  cards: ['KDD'],
  rows: [
    { label: 'Card', value: 'KDD' },
    { label: 'Colour', value: 'Red' },
  ],
  commitment: 'c'.repeat(64),
  serverSeed: 'a'.repeat(64),
  publicSeed: 'b'.repeat(32),
  algorithm: 'pf-shuffle-v1',
};

describe('casino HTML', () => {
  it('draws each slot of a table: faces with their rank and suit, backs for cards not dealt', () => {
    expect(cardsHtml(['10SS', 'AHH', '1'], { mobile: false })).toBe(
      '<div class="casino-cards">' +
        '<span class="casino-card casino-card-black" data-card="10SS" aria-label="Ten of spades">10♠</span>' +
        '<span class="casino-card casino-card-red" data-card="AHH" aria-label="Ace of hearts">A♥</span>' +
        '<span class="casino-card casino-card-back" data-card="1"></span>' +
        '</div>',
    );
    expect(cardsHtml(['QCC'], { mobile: true })).toContain('class="casino-cards casino-cards-mobile"');
    // A game's own token (a ball, a pocket) is shown as text.
    expect(cardsHtml(['4 runs'], { mobile: false })).toContain(
      '<span class="casino-card casino-card-token" data-card="4 runs">4 runs</span>',
    );
  });

  it('shows the winner, the cards, the rows and the fairness proof', () => {
    const html = resultHtml(view);
    expect(html).toContain('<strong class="casino-result-winner">High Card</strong>');
    expect(html).toContain('data-card="KDD"');
    expect(html).toContain('<tr><th>Colour</th><td>Red</td></tr>');
    for (const value of [view.mid, view.commitment, view.serverSeed, view.publicSeed, view.algorithm]) {
      expect(html).toContain(`<dd>${value}</dd>`);
    }
    expect(resultHtml({ ...view, voided: true, winnerName: 'Void' })).toContain(
      'class="casino-result casino-result-void"',
    );
  });

  it('draws the cards a row names as cards, not as codes, and keeps the row’s other words', () => {
    const html = resultHtml({
      ...view,
      rows: [
        { label: 'Player A', value: '21 (9HH 9CC 8SS)' },
        { label: 'Player 8', value: 'KDD - wins' },
      ],
    });
    const inline = (code: string, colour: string, name: string, shown: string) =>
      `<span class="casino-card casino-card-${colour} casino-card-inline" data-card="${code}" aria-label="${name}">${shown}</span>`;
    expect(html).toContain(
      `<tr><th>Player A</th><td>21 (${inline('9HH', 'red', 'Nine of hearts', '9♥')} ` +
        `${inline('9CC', 'black', 'Nine of clubs', '9♣')} ${inline('8SS', 'black', 'Eight of spades', '8♠')})</td></tr>`,
    );
    expect(html).toContain(
      `<tr><th>Player 8</th><td>${inline('KDD', 'red', 'King of diamonds', 'K♦')} - wins</td></tr>`,
    );
    expect(html).not.toMatch(/>[^<]*\b9HH\b/);
  });

  it('puts markup in a value out as inert text', () => {
    const hostile = '<script>alert(1)</script><img src=x onerror="alert(2)">';
    const html = resultHtml({
      ...view,
      gameName: hostile,
      winnerName: hostile,
      cards: [hostile],
      rows: [{ label: hostile, value: `"><a href="javascript:alert(3)">x</a>` }],
    });
    // Every tag is one the template writes, with only its attributes; the rest is text.
    const tags = [...html.matchAll(/<([a-z]+)((?:\s[\w-]+="[^"]*")*)>/g)];
    expect(html.match(/<[a-z]/g)).toHaveLength(tags.length);
    for (const [, tag = '', attributes = ''] of tags) {
      expect(['div', 'span', 'strong', 'table', 'tbody', 'tr', 'th', 'td', 'dl', 'dt', 'dd']).toContain(tag);
      for (const [, name] of attributes.matchAll(/\s([\w-]+)="[^"]*"/g)) {
        expect(['class', 'data-card', 'aria-label']).toContain(name);
      }
    }
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('&lt;img src=x onerror="alert(2)"&gt;');
  });
});
