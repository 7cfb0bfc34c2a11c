-- Issue 41: the exchange's commission on a player's net winnings per market, at the Super Admin's rates per
-- sport and market type, kept on the settlements and the operators' shares (docs/adr/0036-exchange-commission.md).
-- No rate is set: nothing is charged until one is.
CREATE TABLE "commission_rates" (
	"sport_id" integer NOT NULL,
	"market_type" text NOT NULL,
	"basis_points" integer NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "commission_rates_sport_id_market_type_pk" PRIMARY KEY("sport_id","market_type"),
	CONSTRAINT "commission_rates_basis_points" CHECK ("commission_rates"."basis_points" between 0 and 1000)
);
--> statement-breakpoint
ALTER TABLE "pnl_attributions" ADD COLUMN "commission" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "settlements" ADD COLUMN "commission" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "commission_rates" ADD CONSTRAINT "commission_rates_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlements" ADD CONSTRAINT "settlements_commission" CHECK ("settlements"."commission" >= 0 and ("settlements"."commission" = 0 or "settlements"."commission" < "settlements"."pnl"));