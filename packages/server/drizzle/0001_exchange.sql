CREATE TABLE "bets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"match_id" bigint NOT NULL,
	"market_id" text NOT NULL,
	"selection_id" bigint NOT NULL,
	"runner_name" text NOT NULL,
	"market_name" text NOT NULL,
	"bet_on" text NOT NULL,
	"odds_type" text,
	"gtype" text,
	"side" text NOT NULL,
	"requested_odds" double precision NOT NULL,
	"odds" double precision NOT NULL,
	"volume" double precision,
	"stake" bigint NOT NULL,
	"liability" bigint NOT NULL,
	"status" text NOT NULL,
	"persistence" text DEFAULT 'lapse' NOT NULL,
	"pnl" bigint,
	"ip" text,
	"due_at" timestamp with time zone,
	"matched_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"closed_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bets_stake_positive" CHECK ("bets"."stake" > 0)
);
--> statement-breakpoint
CREATE TABLE "market_exposures" (
	"user_id" uuid NOT NULL,
	"market_id" text NOT NULL,
	"exposure" bigint NOT NULL,
	CONSTRAINT "market_exposures_user_id_market_id_pk" PRIMARY KEY("user_id","market_id"),
	CONSTRAINT "market_exposures_not_negative" CHECK ("market_exposures"."exposure" >= 0)
);
--> statement-breakpoint
CREATE TABLE "markets" (
	"id" text PRIMARY KEY NOT NULL,
	"match_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"gtype" text,
	"status" text DEFAULT 'OPEN' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"min_bet" bigint,
	"max_bet" bigint,
	"result" double precision,
	"settled_at" timestamp with time zone,
	"voided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "match_bet_locks" (
	"user_id" uuid NOT NULL,
	"match_id" bigint NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "match_bet_locks_user_id_match_id_pk" PRIMARY KEY("user_id","match_id")
);
--> statement-breakpoint
CREATE TABLE "match_scores" (
	"match_id" bigint PRIMARY KEY NOT NULL,
	"score" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "matches" (
	"id" bigint PRIMARY KEY NOT NULL,
	"sport_id" integer NOT NULL,
	"series_id" bigint,
	"name" text NOT NULL,
	"open_date" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'upcoming' NOT NULL,
	"active" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pnl_attributions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"settlement_id" bigint NOT NULL,
	"operator_id" uuid NOT NULL,
	"amount" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "runners" (
	"market_id" text NOT NULL,
	"selection_id" bigint NOT NULL,
	"name" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "runners_market_id_selection_id_pk" PRIMARY KEY("market_id","selection_id")
);
--> statement-breakpoint
CREATE TABLE "series" (
	"id" bigint PRIMARY KEY NOT NULL,
	"sport_id" integer NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "settlements" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"market_id" text NOT NULL,
	"user_id" uuid NOT NULL,
	"pnl" bigint NOT NULL,
	"transaction_id" bigint,
	"rolled_back_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sport_settings" (
	"sport_id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"min_bet" bigint NOT NULL,
	"max_bet" bigint NOT NULL,
	"delay_seconds" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bets" ADD CONSTRAINT "bets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bets" ADD CONSTRAINT "bets_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bets" ADD CONSTRAINT "bets_market_id_markets_id_fk" FOREIGN KEY ("market_id") REFERENCES "public"."markets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "market_exposures" ADD CONSTRAINT "market_exposures_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "market_exposures" ADD CONSTRAINT "market_exposures_market_id_markets_id_fk" FOREIGN KEY ("market_id") REFERENCES "public"."markets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "markets" ADD CONSTRAINT "markets_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_bet_locks" ADD CONSTRAINT "match_bet_locks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_bet_locks" ADD CONSTRAINT "match_bet_locks_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_scores" ADD CONSTRAINT "match_scores_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_series_id_series_id_fk" FOREIGN KEY ("series_id") REFERENCES "public"."series"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pnl_attributions" ADD CONSTRAINT "pnl_attributions_settlement_id_settlements_id_fk" FOREIGN KEY ("settlement_id") REFERENCES "public"."settlements"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pnl_attributions" ADD CONSTRAINT "pnl_attributions_operator_id_users_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "runners" ADD CONSTRAINT "runners_market_id_markets_id_fk" FOREIGN KEY ("market_id") REFERENCES "public"."markets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlements" ADD CONSTRAINT "settlements_market_id_markets_id_fk" FOREIGN KEY ("market_id") REFERENCES "public"."markets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlements" ADD CONSTRAINT "settlements_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlements" ADD CONSTRAINT "settlements_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bets_user_market_idx" ON "bets" USING btree ("user_id","market_id","status");--> statement-breakpoint
CREATE INDEX "bets_market_status_idx" ON "bets" USING btree ("market_id","status");--> statement-breakpoint
CREATE INDEX "bets_match_idx" ON "bets" USING btree ("match_id","created_at");--> statement-breakpoint
CREATE INDEX "bets_user_created_idx" ON "bets" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "markets_match_idx" ON "markets" USING btree ("match_id");--> statement-breakpoint
CREATE INDEX "matches_sport_idx" ON "matches" USING btree ("sport_id","status");--> statement-breakpoint
CREATE INDEX "pnl_attributions_operator_idx" ON "pnl_attributions" USING btree ("operator_id","created_at");--> statement-breakpoint
CREATE INDEX "settlements_market_idx" ON "settlements" USING btree ("market_id");--> statement-breakpoint
CREATE INDEX "settlements_user_idx" ON "settlements" USING btree ("user_id","created_at");