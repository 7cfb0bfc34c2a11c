CREATE TABLE "payment_bank_accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"account_holder_name" text NOT NULL,
	"account_number" text NOT NULL,
	"ifsc_code" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"content_type" text NOT NULL,
	"byte_size" integer NOT NULL,
	"bytes" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_files_kind" CHECK ("payment_files"."kind" in ('receipt', 'qr')),
	CONSTRAINT "payment_files_content_type" CHECK ("payment_files"."content_type" in ('image/png', 'image/jpeg')),
	CONSTRAINT "payment_files_size" CHECK ("payment_files"."byte_size" = octet_length("payment_files"."bytes") and "payment_files"."byte_size" > 0)
);
--> statement-breakpoint
CREATE TABLE "payment_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"type" text NOT NULL,
	"amount" bigint NOT NULL,
	"account_type" text NOT NULL,
	"utr" text,
	"receipt_file_id" uuid,
	"destination" jsonb,
	"status" text DEFAULT 'pending' NOT NULL,
	"remark" text DEFAULT 'ok' NOT NULL,
	"hold_transaction_id" bigint,
	"decision_transaction_id" bigint,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_requests_type" CHECK ("payment_requests"."type" in ('deposit', 'withdraw')),
	CONSTRAINT "payment_requests_status" CHECK ("payment_requests"."status" in ('pending', 'approved', 'rejected')),
	CONSTRAINT "payment_requests_account_type" CHECK ("payment_requests"."account_type" in ('upi', 'bank')),
	CONSTRAINT "payment_requests_amount" CHECK ("payment_requests"."amount" > 0),
	CONSTRAINT "payment_requests_shape" CHECK (("payment_requests"."type" = 'deposit' and "payment_requests"."receipt_file_id" is not null and "payment_requests"."utr" is not null)
        or ("payment_requests"."type" = 'withdraw' and "payment_requests"."destination" is not null and "payment_requests"."hold_transaction_id" is not null)),
	CONSTRAINT "payment_requests_decision" CHECK (("payment_requests"."status" = 'pending') = ("payment_requests"."decided_at" is null and "payment_requests"."decided_by" is null))
);
--> statement-breakpoint
CREATE TABLE "payment_settings" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"upi_id" text DEFAULT '' NOT NULL,
	"upi_name" text DEFAULT '' NOT NULL,
	"account_holder_name" text DEFAULT '' NOT NULL,
	"account_number" text DEFAULT '' NOT NULL,
	"ifsc_code" text DEFAULT '' NOT NULL,
	"qr_file_id" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_upi_ids" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"upi_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "accounts" DROP CONSTRAINT "accounts_one_house";--> statement-breakpoint
ALTER TABLE "payment_bank_accounts" ADD CONSTRAINT "payment_bank_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_files" ADD CONSTRAINT "payment_files_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_requests" ADD CONSTRAINT "payment_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_requests" ADD CONSTRAINT "payment_requests_receipt_file_id_payment_files_id_fk" FOREIGN KEY ("receipt_file_id") REFERENCES "public"."payment_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_requests" ADD CONSTRAINT "payment_requests_hold_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("hold_transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_requests" ADD CONSTRAINT "payment_requests_decision_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("decision_transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_requests" ADD CONSTRAINT "payment_requests_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_settings" ADD CONSTRAINT "payment_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_settings" ADD CONSTRAINT "payment_settings_qr_file_id_payment_files_id_fk" FOREIGN KEY ("qr_file_id") REFERENCES "public"."payment_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_upi_ids" ADD CONSTRAINT "payment_upi_ids_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_bank_accounts_user_account_idx" ON "payment_bank_accounts" USING btree ("user_id","account_number",upper("ifsc_code"));--> statement-breakpoint
CREATE INDEX "payment_files_owner_idx" ON "payment_files" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "payment_requests_user_idx" ON "payment_requests" USING btree ("user_id","type","created_at");--> statement-breakpoint
CREATE INDEX "payment_requests_type_created_idx" ON "payment_requests" USING btree ("type","created_at");--> statement-breakpoint
CREATE INDEX "payment_requests_pending_idx" ON "payment_requests" USING btree ("type","user_id") WHERE "payment_requests"."status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "payment_upi_ids_user_upi_idx" ON "payment_upi_ids" USING btree ("user_id",lower("upi_id"));--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_holds_not_negative" CHECK ("accounts"."id" <> '00000000-0000-4000-8000-000000000001' or "accounts"."balance" >= 0);--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_one_house" CHECK ("accounts"."user_id" is not null or "accounts"."id" in ('00000000-0000-4000-8000-000000000000', '00000000-0000-4000-8000-000000000001'));