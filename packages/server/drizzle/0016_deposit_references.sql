ALTER TABLE "payment_requests" ADD COLUMN "utr_key" text GENERATED ALWAYS AS (ltrim(utr, '0')) STORED;--> statement-breakpoint
ALTER TABLE "payment_requests" ADD COLUMN "receipt_sha256" text;--> statement-breakpoint
-- The receipts stored before this migration, hashed where they are (PostgreSQL's own sha256). A live
-- duplicate among them stops the migration at the unique index below: an operator decides which stands.
UPDATE "payment_requests" AS r SET "receipt_sha256" = encode(sha256(f."bytes"), 'hex')
  FROM "payment_files" AS f WHERE f."id" = r."receipt_file_id";--> statement-breakpoint
CREATE UNIQUE INDEX "payment_requests_live_utr_idx" ON "payment_requests" USING btree ("utr_key") WHERE "payment_requests"."type" = 'deposit' and "payment_requests"."status" in ('pending', 'approved');--> statement-breakpoint
CREATE UNIQUE INDEX "payment_requests_live_receipt_idx" ON "payment_requests" USING btree ("receipt_sha256") WHERE "payment_requests"."type" = 'deposit' and "payment_requests"."status" in ('pending', 'approved');--> statement-breakpoint
CREATE INDEX "payment_requests_utr_idx" ON "payment_requests" USING btree ("utr_key");--> statement-breakpoint
CREATE INDEX "payment_requests_receipt_idx" ON "payment_requests" USING btree ("receipt_sha256");