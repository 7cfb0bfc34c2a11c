import { describe, expect, it, vi } from 'vitest';
import { takeFirstReads, withFirstReads } from './firstReads.ts';

const started = (url: string, token = 'token-1') => ({
  url,
  token,
  answer: Promise.resolve(new Response(JSON.stringify({ url }))),
});

const get = (url: string, token = 'token-1') =>
  new Request(url, { headers: { authorization: `Bearer ${token}` } });

describe("the first page's reads, started by index.html", () => {
  it('answer the same GET, with the query in any order, once', async () => {
    const page = { __firstReads: [started('https://x.test/api/get-match-list?sportId=4&status=all')] };
    const send = vi.fn(async () => new Response('{"url":"from the network"}'));
    const fetch = withFirstReads(takeFirstReads(page), send);
    expect(page.__firstReads).toBeUndefined();
    const first = await fetch(get('https://x.test/api/get-match-list?status=all&sportId=4'));
    expect(await first.json()).toEqual({ url: 'https://x.test/api/get-match-list?sportId=4&status=all' });
    expect(send).not.toHaveBeenCalled();
    const again = await fetch(get('https://x.test/api/get-match-list?status=all&sportId=4'));
    expect(await again.json()).toEqual({ url: 'from the network' });
  });

  it('leave a request with another token, another query or another method to the network', async () => {
    const reads = takeFirstReads({ __firstReads: [started('https://x.test/api/get-match-by-id?matchId=7')] });
    const send = vi.fn(async () => new Response('{}'));
    const fetch = withFirstReads(reads, send);
    await fetch(get('https://x.test/api/get-match-by-id?matchId=7', 'refreshed-token'));
    await fetch(get('https://x.test/api/get-match-by-id?matchId=8'));
    await fetch(
      new Request('https://x.test/api/get-match-by-id?matchId=7', {
        method: 'POST',
        headers: { authorization: 'Bearer token-1' },
      }),
    );
    expect(send).toHaveBeenCalledTimes(3);
    expect(reads.take(get('https://x.test/api/get-match-by-id?matchId=7'))).toBeDefined();
  });

  it('are dropped once the first page is in', async () => {
    const reads = takeFirstReads({ __firstReads: [started('https://x.test/api/user-info')] });
    reads.clear();
    const send = vi.fn(async () => new Response('{}'));
    await withFirstReads(reads, send)(get('https://x.test/api/user-info'));
    expect(send).toHaveBeenCalledOnce();
  });

  it('are none when the page started none (no session, another page)', () => {
    expect(takeFirstReads({}).take(get('https://x.test/api/user-info'))).toBeUndefined();
  });
});
