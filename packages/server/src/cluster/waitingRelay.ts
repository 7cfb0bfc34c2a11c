import type { BetEngine } from '../bets/engine.ts';
import type { WaitingBet } from '../bets/waitingIndex.ts';
import { instance } from './instance.ts';
import type { RedisLink } from './redis.ts';

export const waitingChannel = 'exchange:waiting';

/**
 * Bets left waiting on any process reach the one that matches them as prices move (the feed's leader,
 * docs/adr/0016-scale-out.md). Every process hears them, so whichever takes the lead next already has
 * them; it also reads them again from the database when it does (`BetEngine.setMatching`), which covers
 * any sent while Redis was down. A bet heard twice, or one matched or cancelled meanwhile, costs a read:
 * the matcher takes a bet only after reading it again under its owner's lock.
 */
export async function relayWaitingBets(
  engine: BetEngine,
  redis: RedisLink,
  onError: (error: unknown) => void,
): Promise<{ close(): Promise<void> }> {
  engine.onWaiting = (bet) => {
    redis.command.publish(waitingChannel, JSON.stringify({ from: instance.id, bet })).catch(onError);
  };
  const onMessage = (channel: string, text: string) => {
    if (channel !== waitingChannel) return;
    try {
      const message = JSON.parse(text) as { from: string; bet: WaitingBet };
      if (message.from !== instance.id) engine.noteWaiting(message.bet);
    } catch (error) {
      onError(error);
    }
  };
  redis.subscriber.on('message', onMessage);
  await redis.subscriber.subscribe(waitingChannel);
  return {
    async close() {
      engine.onWaiting = null;
      redis.subscriber.off('message', onMessage);
      if (redis.state() === 'ready')
        await redis.subscriber.unsubscribe(waitingChannel).catch(() => undefined);
    },
  };
}
