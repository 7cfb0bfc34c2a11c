-- Issue 37: every table deals its rounds' server seeds from a seed chain published before its first round
-- (docs/adr/0019-casino-seed-chain.md). Rounds dealt before keep null chain columns.
CREATE TABLE "casino_seed_chains" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"table_code" text NOT NULL,
	"number" integer NOT NULL,
	"links" integer NOT NULL,
	"secret_start" text NOT NULL,
	"terminal_hash" text NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	"salt" text,
	"salt_fixed_at" timestamp with time zone,
	"next_link" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "casino_seed_chains_links" CHECK ("casino_seed_chains"."links" > 0),
	CONSTRAINT "casino_seed_chains_next_link" CHECK ("casino_seed_chains"."next_link" between 0 and "casino_seed_chains"."links"),
	CONSTRAINT "casino_seed_chains_salt" CHECK (("casino_seed_chains"."salt" is null) = ("casino_seed_chains"."salt_fixed_at" is null))
);
--> statement-breakpoint
ALTER TABLE "casino_rounds" ADD COLUMN "chain_id" bigint;--> statement-breakpoint
ALTER TABLE "casino_rounds" ADD COLUMN "chain_link" integer;--> statement-breakpoint
ALTER TABLE "casino_seed_chains" ADD CONSTRAINT "casino_seed_chains_table_code_casino_tables_code_fk" FOREIGN KEY ("table_code") REFERENCES "public"."casino_tables"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "casino_seed_chains_table_number_idx" ON "casino_seed_chains" USING btree ("table_code","number");--> statement-breakpoint
ALTER TABLE "casino_rounds" ADD CONSTRAINT "casino_rounds_chain_id_casino_seed_chains_id_fk" FOREIGN KEY ("chain_id") REFERENCES "public"."casino_seed_chains"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "casino_rounds_chain_link_idx" ON "casino_rounds" USING btree ("chain_id","chain_link");--> statement-breakpoint
ALTER TABLE "casino_rounds" ADD CONSTRAINT "casino_rounds_chain" CHECK (("casino_rounds"."chain_id" is null) = ("casino_rounds"."chain_link" is null));