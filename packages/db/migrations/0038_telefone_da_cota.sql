-- Goods billing (issue 19, ADR 0037): the phone registered on the quota, as the administrator's quota system
-- keeps it. The manual billing path (an attendant on WhatsApp, 02 §2.2) is offered only when the customer's
-- phone matches it. Existing quotas start with their holder's mobile of record.
ALTER TABLE "cotas" ADD COLUMN "telefone_cadastrado" text;
--> statement-breakpoint
UPDATE "cotas" SET "telefone_cadastrado" = "clientes"."telefone_celular"
  FROM "clientes" WHERE "clientes"."id" = "cotas"."cliente_id";
--> statement-breakpoint
-- The partner's attendant WhatsApp number for the manual billing path (digits with the country code); the
-- general WhatsApp links stay for the help screens.
ALTER TABLE "parceiros" ADD COLUMN "whatsapp_faturamento" text;
