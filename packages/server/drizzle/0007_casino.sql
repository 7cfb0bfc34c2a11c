CREATE TABLE "casino_rounds" (
	"id" text PRIMARY KEY NOT NULL,
	"game_code" text NOT NULL,
	"state" text NOT NULL,
	"shown" integer DEFAULT 0 NOT NULL,
	"closes_at" timestamp with time zone,
	"next_at" timestamp with time zone NOT NULL,
	"server_seed" text NOT NULL,
	"commitment" text NOT NULL,
	"public_seed" text NOT NULL,
	"algorithm" text NOT NULL,
	"result" jsonb,
	"winner_name" text,
	"revealed_at" timestamp with time zone,
	"settled_at" timestamp with time zone,
	"voided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "casino_tables" (
	"code" text PRIMARY KEY NOT NULL,
	"match_id" bigint NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"public_seed" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "casino_tables_match_id_unique" UNIQUE("match_id")
);
--> statement-breakpoint
ALTER TABLE "casino_rounds" ADD CONSTRAINT "casino_rounds_game_code_casino_tables_code_fk" FOREIGN KEY ("game_code") REFERENCES "public"."casino_tables"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "casino_tables" ADD CONSTRAINT "casino_tables_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "casino_rounds_game_idx" ON "casino_rounds" USING btree ("game_code","created_at");--> statement-breakpoint
CREATE INDEX "casino_rounds_due_idx" ON "casino_rounds" USING btree ("state","next_at");--> statement-breakpoint
CREATE UNIQUE INDEX "casino_rounds_live_idx" ON "casino_rounds" USING btree ("game_code") WHERE state in ('open', 'suspended', 'result');