-- Issue 41: market and sport limits (docs/adr/0037-market-and-sport-limits.md), set per sport and exchange
-- market type by the Super Admin and narrowed by each operator for its subtree; placement meets the tightest.
-- No row is set: every bet is placed as before.
CREATE TABLE "bet_limits" (
	"owner_id" uuid NOT NULL,
	"sport_id" integer NOT NULL,
	"market_type" text NOT NULL,
	"min_stake" bigint,
	"max_stake" bigint,
	"max_profit" bigint,
	"max_loss" bigint,
	"min_odds" double precision,
	"max_odds" double precision,
	"in_play_delay" integer,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bet_limits_owner_id_sport_id_market_type_pk" PRIMARY KEY("owner_id","sport_id","market_type"),
	CONSTRAINT "bet_limits_positive" CHECK ("bet_limits"."min_stake" > 0 and "bet_limits"."max_stake" > 0 and "bet_limits"."max_profit" > 0 and "bet_limits"."max_loss" > 0
        and "bet_limits"."min_odds" > 1 and "bet_limits"."max_odds" > 1 and "bet_limits"."in_play_delay" > 0),
	CONSTRAINT "bet_limits_min_not_above_max" CHECK ("bet_limits"."min_stake" <= "bet_limits"."max_stake" and "bet_limits"."min_odds" <= "bet_limits"."max_odds")
);
--> statement-breakpoint
ALTER TABLE "bet_limits" ADD CONSTRAINT "bet_limits_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bet_limits" ADD CONSTRAINT "bet_limits_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;