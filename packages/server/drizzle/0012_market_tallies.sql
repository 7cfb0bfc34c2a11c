ALTER TABLE "market_exposures" ADD COLUMN "selection_ids" bigint[];--> statement-breakpoint
ALTER TABLE "market_exposures" ADD COLUMN "matched_book" bigint[];--> statement-breakpoint
ALTER TABLE "market_exposures" ADD COLUMN "waiting_losses" bigint[];