ALTER TABLE "receivings" ADD COLUMN "forward_reason" text;--> statement-breakpoint
ALTER TABLE "receivings" ADD COLUMN "forward_tracking_number" text;--> statement-breakpoint
ALTER TABLE "receivings" ADD CONSTRAINT "receivings_forward_reason" CHECK ("receivings"."outcome" is distinct from 'FORWARDED_TO_CREATOR' or "receivings"."forward_reason" is not null);