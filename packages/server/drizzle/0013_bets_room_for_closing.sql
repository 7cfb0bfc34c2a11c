-- Room on each page for one new version of every bet on it (issue 22). A bet is closed once (settled, void
-- or cancelled) and often matched before that; at 70 (migration 0011) a market whose bets filled their pages
-- had room for fewer than half of the settled versions, and each one that did not fit was a new tuple with
-- five new index entries. Measured on 100,000 bets of one market: the closing update 2.8 s of CPU at 70,
-- 1.0 s at 50 (docs/placement-profile.md). The price is disk: the bets' pages hold half as many rows.
-- Existing pages keep their packing; new pages are filled to 50%.
ALTER TABLE "bets" SET (fillfactor = 50);
