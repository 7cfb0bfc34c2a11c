ALTER TABLE "payment_requests" ADD COLUMN "reason" text;--> statement-breakpoint
ALTER TABLE "casino_wallet_transactions" ADD COLUMN "game_name" text;--> statement-breakpoint
-- Requests rejected before a reason was asked (issue 39): the operator's remark where it wrote one.
UPDATE "payment_requests" SET "reason" = CASE WHEN btrim("remark") NOT IN ('', 'ok') THEN "remark" ELSE 'No reason was recorded' END WHERE "status" = 'rejected';--> statement-breakpoint
ALTER TABLE "payment_requests" ADD CONSTRAINT "payment_requests_reason" CHECK (("payment_requests"."status" = 'rejected') = ("payment_requests"."reason" is not null) and coalesce(btrim("payment_requests"."reason"), '-') <> '');
