import type { MarketStatus } from '@exchange/domain';
import type { LiveFancyLine } from '../../exchange/board.ts';
import type { FeedMessage, MarketMessage } from '../messages.ts';
import type { CricketModel, Innings } from './cricket.ts';
import type { EventMarkets, MarketsContext } from './event.ts';
import { shortName } from './names.ts';
import { bookmakerLevels } from './prices.ts';

/** Session overs offered for each innings, where the format has them. */
const sessionOvers = [3, 6, 10, 15, 20];

interface Session {
  marketId: string;
  selectionId: number;
  inningsIndex: number;
  over: number;
  lastStatus?: MarketStatus;
  lastLine?: LiveFancyLine;
}

/**
 * Cricket's markets beside match odds: the bookmaker market (100-based odds from the same chances, one
 * price each side) and session fancies: runs of the batting side at a number of overs, with a No line and
 * a Yes line one run apart. Sessions show BALL RUNNING while a ball is bowled and are resulted with the runs
 * at their over (or at the end of the innings, if it ends first).
 */
export class CricketMarkets implements EventMarkets {
  readonly #model: CricketModel;
  readonly #eventId: number;
  readonly #nextId: () => number;
  readonly bookmaker: { marketId: string; selectionIds: number[] };
  readonly #sessions: Session[] = [];
  #inningsWithSessions = 0;

  constructor(model: CricketModel, eventId: number, nextId: () => number) {
    this.#model = model;
    this.#eventId = eventId;
    this.#nextId = nextId;
    this.bookmaker = {
      marketId: `9.${nextId()}`,
      selectionIds: model.runnerNames.map(() => nextId()),
    };
  }

  /** The bookmaker market and the sessions of the innings being played. */
  definitions(): MarketMessage[] {
    const bookmaker: MarketMessage = {
      type: 'market',
      marketId: this.bookmaker.marketId,
      eventId: this.#eventId,
      kind: 'bookmaker',
      name: 'Bookmaker',
      runners: this.#model.runnerNames.map((name, index) => ({
        selectionId: this.bookmaker.selectionIds[index] ?? 0,
        name,
      })),
      status: 'OPEN',
    };
    return [bookmaker, ...this.#newSessions()];
  }

  /** Sessions for each innings that has started and has none yet, for overs still to come. */
  #newSessions(): MarketMessage[] {
    const messages: MarketMessage[] = [];
    while (this.#inningsWithSessions < this.#model.innings.length) {
      const inningsIndex = this.#inningsWithSessions;
      const innings = this.#model.innings[inningsIndex];
      this.#inningsWithSessions += 1;
      if (!innings) continue;
      for (const over of sessionOvers) {
        if (over > this.#model.overs || innings.balls >= over * 6) continue;
        const session: Session = {
          marketId: `5.${this.#nextId()}`,
          selectionId: this.#nextId(),
          inningsIndex,
          over,
        };
        this.#sessions.push(session);
        const name = `${over} over runs ${shortName(innings.team)}`;
        messages.push({
          type: 'market',
          marketId: session.marketId,
          eventId: this.#eventId,
          kind: 'fancy',
          name,
          gtype: 'session',
          runners: [{ selectionId: session.selectionId, name }],
          status: 'OPEN',
        });
      }
    }
    return messages;
  }

  /** This tick's bookmaker prices, new sessions, session lines and session results. */
  step(context: MarketsContext): FeedMessage[] {
    const messages: FeedMessage[] = [...this.#newSessions()];
    messages.push(this.#bookmakerPrices(context.suspended));
    for (const session of this.#sessions) messages.push(...this.#sessionStep(session, context.suspended));
    return messages;
  }

  #bookmakerPrices(suspended: boolean): FeedMessage {
    const chances = this.#model.probabilities();
    return {
      type: 'prices',
      marketId: this.bookmaker.marketId,
      status: suspended ? 'SUSPENDED' : 'OPEN',
      runners: this.bookmaker.selectionIds.map((selectionId, index) => {
        const levels = bookmakerLevels(chances[index] ?? 0);
        return { selectionId, suspended: levels.suspended, back: levels.back, lay: levels.lay };
      }),
    };
  }

  #sessionStep(session: Session, suspended: boolean): FeedMessage[] {
    if (session.lastStatus === 'CLOSED') return [];
    const innings = this.#model.innings[session.inningsIndex];
    if (!innings) return [];
    const over = innings.runsAtOver[session.over - 1];
    if (over !== undefined || this.#model.inningsOver(innings)) {
      session.lastStatus = 'CLOSED';
      return [{ type: 'result', marketId: session.marketId, result: over ?? innings.runs }];
    }
    const status: MarketStatus =
      innings === this.#model.current && this.#model.ballRunning
        ? 'BALL RUNNING'
        : suspended
          ? 'SUSPENDED'
          : 'OPEN';
    const line = this.#line(innings, session.over);
    if (status === session.lastStatus && sameLine(line, session.lastLine)) return [];
    session.lastStatus = status;
    session.lastLine = line;
    return [{ type: 'prices', marketId: session.marketId, status, runners: [], fancy: line }];
  }

  /** No at the projected runs rounded down, Yes a run above; the rates lean towards the likelier side. */
  #line(innings: Innings, over: number): LiveFancyLine {
    const projected = this.#model.projectedRuns(innings, over * 6);
    const noLine = Math.max(innings.runs, Math.floor(projected));
    const lean = projected - Math.floor(projected);
    if (lean > 0.75) return { noLine, noRate: 110, yesLine: noLine + 1, yesRate: 90 };
    if (lean < 0.25) return { noLine, noRate: 90, yesLine: noLine + 1, yesRate: 110 };
    return { noLine, noRate: 100, yesLine: noLine + 1, yesRate: 100 };
  }

  /** The bookmaker's result at the end of the match (sessions were resulted as they closed). */
  results(winnerIndex: number): FeedMessage[] {
    const messages = this.step({ suspended: true }).filter((message) => message.type === 'result');
    const winner = this.bookmaker.selectionIds[winnerIndex];
    if (winner !== undefined)
      messages.push({ type: 'result', marketId: this.bookmaker.marketId, result: winner });
    return messages;
  }
}

function sameLine(a: LiveFancyLine, b: LiveFancyLine | undefined): boolean {
  return b !== undefined && a.noLine === b.noLine && a.yesLine === b.yesLine && a.noRate === b.noRate;
}
