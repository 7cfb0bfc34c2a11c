-- Issue 39: each lottery item is a draw that sells numbered tickets through the ledger and draws them by
-- commit-reveal (docs/adr/0024-lottery-draws.md).
CREATE TABLE "lottery_tickets" (
	"item_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"user_id" uuid NOT NULL,
	"purchase_transaction_id" bigint NOT NULL,
	"prize_rank" integer,
	"prize" bigint,
	"prize_transaction_id" bigint,
	"refund_transaction_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lottery_tickets_item_id_number_pk" PRIMARY KEY("item_id","number"),
	CONSTRAINT "lottery_tickets_number" CHECK ("lottery_tickets"."number" >= 1),
	CONSTRAINT "lottery_tickets_prize" CHECK (("lottery_tickets"."prize_rank" is null) = ("lottery_tickets"."prize" is null)),
	CONSTRAINT "lottery_tickets_prize_paid" CHECK (("lottery_tickets"."prize" is null) = ("lottery_tickets"."prize_transaction_id" is null))
);
--> statement-breakpoint
ALTER TABLE "lottery_items" DROP CONSTRAINT "lottery_items_status";--> statement-breakpoint
ALTER TABLE "lottery_items" ADD COLUMN "close_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "lottery_items" ADD COLUMN "ticket_count" integer;--> statement-breakpoint
ALTER TABLE "lottery_items" ADD COLUMN "prizes" jsonb;--> statement-breakpoint
ALTER TABLE "lottery_items" ADD COLUMN "server_seed" text;--> statement-breakpoint
ALTER TABLE "lottery_items" ADD COLUMN "commitment" text;--> statement-breakpoint
-- Items added before draws existed get add-lottery-item's defaults (docs/adr/0024-lottery-draws.md): they
-- close at the end of their day (UTC), sell 100 tickets and have one prize of half the takings; each gets
-- its seed from the database's CSPRNG (gen_random_uuid) and its commitment, SHA-256 of the seed's hex.
UPDATE "lottery_items" SET
	"close_at" = ("draw_date" + 1)::timestamp AT TIME ZONE 'UTC',
	"ticket_count" = 100,
	"prizes" = jsonb_build_array("price" * 50),
	"server_seed" = encode(sha256(convert_to(gen_random_uuid()::text || gen_random_uuid()::text, 'UTF8')), 'hex');--> statement-breakpoint
UPDATE "lottery_items" SET "commitment" = encode(sha256(convert_to("server_seed", 'UTF8')), 'hex');--> statement-breakpoint
ALTER TABLE "lottery_items" ALTER COLUMN "close_at" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "lottery_items" ALTER COLUMN "ticket_count" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "lottery_items" ALTER COLUMN "prizes" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "lottery_items" ALTER COLUMN "server_seed" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "lottery_items" ALTER COLUMN "commitment" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "lottery_items" ADD COLUMN "ticket_set_hash" text;--> statement-breakpoint
ALTER TABLE "lottery_items" ADD COLUMN "drawn_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "lottery_tickets" ADD CONSTRAINT "lottery_tickets_item_id_lottery_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."lottery_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_tickets" ADD CONSTRAINT "lottery_tickets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_tickets" ADD CONSTRAINT "lottery_tickets_purchase_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("purchase_transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_tickets" ADD CONSTRAINT "lottery_tickets_prize_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("prize_transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_tickets" ADD CONSTRAINT "lottery_tickets_refund_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("refund_transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lottery_tickets_user_idx" ON "lottery_tickets" USING btree ("user_id","item_id");--> statement-breakpoint
CREATE INDEX "lottery_tickets_purchase_idx" ON "lottery_tickets" USING btree ("purchase_transaction_id");--> statement-breakpoint
CREATE INDEX "lottery_items_due_idx" ON "lottery_items" USING btree ("status","close_at");--> statement-breakpoint
ALTER TABLE "lottery_items" ADD CONSTRAINT "lottery_items_ticket_count" CHECK ("lottery_items"."ticket_count" between 1 and 10000);--> statement-breakpoint
ALTER TABLE "lottery_items" ADD CONSTRAINT "lottery_items_drawn" CHECK (("lottery_items"."status" = 'drawn') = ("lottery_items"."drawn_at" is not null));--> statement-breakpoint
ALTER TABLE "lottery_items" ADD CONSTRAINT "lottery_items_status" CHECK ("lottery_items"."status" in ('open', 'drawn', 'closed'));