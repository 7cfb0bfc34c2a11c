DROP INDEX "bets_market_status_idx";--> statement-breakpoint
DROP INDEX "bets_user_market_idx";--> statement-breakpoint
CREATE INDEX "bets_market_idx" ON "bets" USING btree ("market_id");--> statement-breakpoint
CREATE INDEX "bets_user_market_idx" ON "bets" USING btree ("user_id","market_id");--> statement-breakpoint
-- Room on each page for a bet's settled version, so the update can stay on its page (HOT).
ALTER TABLE "bets" SET (fillfactor = 70);
