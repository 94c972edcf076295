-- Refund of values (issue 20, ADR 0043): what a group's regulation says about a cancelled quota's refund. The
-- plan decides the 'more for less' 75 % cap (02 §9) and the contract's cancellation penalty, at most 30 %, is
-- deducted from a cancelled contemplated quota's common fund.
ALTER TABLE "grupos" ADD COLUMN "plano" text;
--> statement-breakpoint
ALTER TABLE "grupos" ADD COLUMN "percentual_multa_cancelamento" numeric(5, 2) DEFAULT 10 NOT NULL;
--> statement-breakpoint
ALTER TABLE "grupos" ADD CONSTRAINT "grupos_multa_cancelamento_ate_30" CHECK ("percentual_multa_cancelamento" >= 0 AND "percentual_multa_cancelamento" <= 30);
