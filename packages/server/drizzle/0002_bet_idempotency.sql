ALTER TABLE "bets" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
CREATE UNIQUE INDEX "bets_user_idempotency_idx" ON "bets" USING btree ("user_id","idempotency_key");