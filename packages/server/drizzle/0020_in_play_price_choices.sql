ALTER TABLE "users" ADD COLUMN "accept_better_price" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "wait_if_price_worse" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "bets" ADD COLUMN "accept_better_price" boolean;--> statement-breakpoint
ALTER TABLE "bets" ADD COLUMN "wait_if_price_worse" boolean;