-- The customer's electronic signature of a used-vehicle billing authorization (issue 21, ADR 0057): one per case.
CREATE TABLE "autorizacoes_faturamento" (
	"caso_id" integer PRIMARY KEY NOT NULL,
	"cliente_id" integer NOT NULL,
	"cota_id" integer NOT NULL,
	"pdf" "bytea" NOT NULL,
	"sha256" text NOT NULL,
	"ip" text NOT NULL,
	"assinada_em" timestamp with time zone NOT NULL,
	CONSTRAINT "autorizacoes_faturamento_sha256_check" CHECK ("autorizacoes_faturamento"."sha256" ~ '^[0-9a-f]{64}$'),
	CONSTRAINT "autorizacoes_faturamento_ip_check" CHECK (length("autorizacoes_faturamento"."ip") between 1 and 64)
);
--> statement-breakpoint
ALTER TABLE "autorizacoes_faturamento" ADD CONSTRAINT "autorizacoes_faturamento_caso_id_casos_id_fk" FOREIGN KEY ("caso_id") REFERENCES "public"."casos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "autorizacoes_faturamento" ADD CONSTRAINT "autorizacoes_faturamento_cliente_id_clientes_id_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."clientes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "autorizacoes_faturamento" ADD CONSTRAINT "autorizacoes_faturamento_cota_id_cotas_id_fk" FOREIGN KEY ("cota_id") REFERENCES "public"."cotas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "autorizacoes_faturamento_cota_idx" ON "autorizacoes_faturamento" USING btree ("cota_id");--> statement-breakpoint
-- What the customer signed is evidence: the app may read and append it, never change or remove it.
CREATE TRIGGER autorizacoes_faturamento_sem_alteracao BEFORE UPDATE OR DELETE ON autorizacoes_faturamento FOR EACH ROW EXECUTE FUNCTION auditoria_imutavel();
--> statement-breakpoint
REVOKE UPDATE, DELETE, TRUNCATE, REFERENCES, TRIGGER ON autorizacoes_faturamento FROM portal_app;
