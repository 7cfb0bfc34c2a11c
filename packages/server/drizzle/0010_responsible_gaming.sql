CREATE TABLE "reality_check_sessions" (
	"session_id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"play_from" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "responsible_gaming" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"self_excluded_at" timestamp with time zone,
	"self_excluded_until" timestamp with time zone,
	"self_exclusion_period" text,
	"identity_key" text,
	"cool_off_at" timestamp with time zone,
	"cool_off_until" timestamp with time zone,
	"cool_off_period" text,
	"reality_check_enabled" boolean DEFAULT true NOT NULL,
	"day_limit" bigint,
	"day_pending_limit" bigint,
	"day_pending_at" timestamp with time zone,
	"week_limit" bigint,
	"week_pending_limit" bigint,
	"week_pending_at" timestamp with time zone,
	"month_limit" bigint,
	"month_pending_limit" bigint,
	"month_pending_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "responsible_gaming_self_exclusion_whole" CHECK (("responsible_gaming"."self_excluded_at" is null) = ("responsible_gaming"."self_excluded_until" is null)
        and ("responsible_gaming"."self_excluded_at" is null) = ("responsible_gaming"."self_exclusion_period" is null)
        and ("responsible_gaming"."self_excluded_at" is null) = ("responsible_gaming"."identity_key" is null)),
	CONSTRAINT "responsible_gaming_cool_off_whole" CHECK (("responsible_gaming"."cool_off_at" is null) = ("responsible_gaming"."cool_off_until" is null)
        and ("responsible_gaming"."cool_off_at" is null) = ("responsible_gaming"."cool_off_period" is null)),
	CONSTRAINT "responsible_gaming_limits_not_negative" CHECK (coalesce("responsible_gaming"."day_limit", 0) >= 0 and coalesce("responsible_gaming"."week_limit", 0) >= 0
        and coalesce("responsible_gaming"."month_limit", 0) >= 0 and coalesce("responsible_gaming"."day_pending_limit", 0) >= 0
        and coalesce("responsible_gaming"."week_pending_limit", 0) >= 0 and coalesce("responsible_gaming"."month_pending_limit", 0) >= 0),
	CONSTRAINT "responsible_gaming_pending_dated" CHECK (("day_pending_at" is not null or "day_pending_limit" is null) and ("week_pending_at" is not null or "week_pending_limit" is null) and ("month_pending_at" is not null or "month_pending_limit" is null))
);
--> statement-breakpoint
CREATE TABLE "responsible_gaming_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"detail" text NOT NULL,
	"by_user_id" uuid NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "jurisdiction" text DEFAULT 'intl' NOT NULL;--> statement-breakpoint
ALTER TABLE "reality_check_sessions" ADD CONSTRAINT "reality_check_sessions_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reality_check_sessions" ADD CONSTRAINT "reality_check_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "responsible_gaming" ADD CONSTRAINT "responsible_gaming_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "responsible_gaming_events" ADD CONSTRAINT "responsible_gaming_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "responsible_gaming_events" ADD CONSTRAINT "responsible_gaming_events_by_user_id_users_id_fk" FOREIGN KEY ("by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reality_check_sessions_user_idx" ON "reality_check_sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "responsible_gaming_identity_idx" ON "responsible_gaming" USING btree ("identity_key") WHERE "responsible_gaming"."identity_key" is not null;--> statement-breakpoint
CREATE INDEX "responsible_gaming_events_user_idx" ON "responsible_gaming_events" USING btree ("user_id","id");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_jurisdiction" CHECK ("users"."jurisdiction" in ('uk', 'intl'));