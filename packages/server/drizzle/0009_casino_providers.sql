CREATE TABLE "casino_launch_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"session_id" uuid NOT NULL,
	"provider_key" text NOT NULL,
	"game_code" text NOT NULL,
	"currency" text NOT NULL,
	"authenticated_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "casino_wallet_transactions" (
	"provider_key" text NOT NULL,
	"transaction_id" text NOT NULL,
	"kind" text NOT NULL,
	"user_id" uuid NOT NULL,
	"round_id" text NOT NULL,
	"game_code" text NOT NULL,
	"debit_transaction_id" text,
	"amount" bigint NOT NULL,
	"applied" boolean NOT NULL,
	"request_hash" text NOT NULL,
	"answer" jsonb NOT NULL,
	"ledger_transaction_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "casino_wallet_transactions_provider_key_transaction_id_pk" PRIMARY KEY("provider_key","transaction_id"),
	CONSTRAINT "casino_wallet_transactions_kind" CHECK ("casino_wallet_transactions"."kind" in ('debit', 'credit', 'rollback')),
	CONSTRAINT "casino_wallet_transactions_amount" CHECK ("casino_wallet_transactions"."amount" >= 0),
	CONSTRAINT "casino_wallet_transactions_applied" CHECK ("casino_wallet_transactions"."applied" = ("casino_wallet_transactions"."ledger_transaction_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "lottery_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"draw_date" date NOT NULL,
	"price" bigint NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"image_type" text NOT NULL,
	"image_bytes" "bytea" NOT NULL,
	"created_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lottery_items_status" CHECK ("lottery_items"."status" in ('open', 'closed')),
	CONSTRAINT "lottery_items_price" CHECK ("lottery_items"."price" > 0),
	CONSTRAINT "lottery_items_image_type" CHECK ("lottery_items"."image_type" in ('image/png', 'image/jpeg')),
	CONSTRAINT "lottery_items_image" CHECK (octet_length("lottery_items"."image_bytes") > 0)
);
--> statement-breakpoint
ALTER TABLE "accounts" DROP CONSTRAINT "accounts_one_house";--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "provider_key" text;--> statement-breakpoint
ALTER TABLE "casino_launch_tokens" ADD CONSTRAINT "casino_launch_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "casino_launch_tokens" ADD CONSTRAINT "casino_launch_tokens_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "casino_wallet_transactions" ADD CONSTRAINT "casino_wallet_transactions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "casino_wallet_transactions" ADD CONSTRAINT "casino_wallet_transactions_ledger_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("ledger_transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_items" ADD CONSTRAINT "lottery_items_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "casino_launch_tokens_session_idx" ON "casino_launch_tokens" USING btree ("session_id");--> statement-breakpoint
CREATE INDEX "casino_wallet_transactions_debit_idx" ON "casino_wallet_transactions" USING btree ("provider_key","debit_transaction_id");--> statement-breakpoint
CREATE INDEX "casino_wallet_transactions_user_idx" ON "casino_wallet_transactions" USING btree ("user_id","created_at");--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_provider_key_unique" UNIQUE("provider_key");--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_provider_no_user" CHECK ("accounts"."provider_key" is null or "accounts"."user_id" is null);--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_one_house" CHECK ("accounts"."user_id" is not null or "accounts"."provider_key" is not null or "accounts"."id" in ('00000000-0000-4000-8000-000000000000', '00000000-0000-4000-8000-000000000001'));