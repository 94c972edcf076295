-- Web Push (issue 15): one subscription per device, so the push service's endpoint is unique and a device that
-- subscribes again replaces its row (one atomic upsert). The runtime role portal_app gets SELECT, INSERT, UPDATE,
-- DELETE on the table and USAGE on its sequence from the default privileges of migration 0015.
CREATE TABLE IF NOT EXISTS "assinaturas_push" (
	"id" serial PRIMARY KEY NOT NULL,
	"cliente_id" integer NOT NULL,
	"parceiro_id" integer NOT NULL,
	"endpoint" text NOT NULL,
	"p256dh" text NOT NULL,
	"auth" text NOT NULL,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"atualizado_em" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "assinaturas_push" ADD CONSTRAINT "assinaturas_push_cliente_id_clientes_id_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."clientes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assinaturas_push" ADD CONSTRAINT "assinaturas_push_parceiro_id_parceiros_id_fk" FOREIGN KEY ("parceiro_id") REFERENCES "public"."parceiros"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "assinaturas_push_endpoint_key" ON "assinaturas_push" USING btree ("endpoint");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "assinaturas_push_cliente_idx" ON "assinaturas_push" USING btree ("cliente_id","parceiro_id");
