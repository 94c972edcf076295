-- Issue 18 (ADR 0031): an operator may serve one partner only (null: the administrator's own staff, every
-- partner), and the analyst's verdict on each file of a contemplation analysis, one row per file.
CREATE TABLE "revisoes_documentos_analise" (
	"documento_id" uuid PRIMARY KEY NOT NULL,
	"caso_id" integer NOT NULL,
	"resultado" text NOT NULL,
	"operador_id" integer NOT NULL,
	"revisado_em" timestamp with time zone NOT NULL,
	CONSTRAINT "revisoes_documentos_analise_resultado_check" CHECK ("revisoes_documentos_analise"."resultado" in ('aprovado', 'ilegivel', 'incompleto', 'incorreto'))
);
--> statement-breakpoint
ALTER TABLE "operadores" ADD COLUMN "parceiro_id" integer;--> statement-breakpoint
ALTER TABLE "revisoes_documentos_analise" ADD CONSTRAINT "revisoes_documentos_analise_documento_id_documentos_id_fk" FOREIGN KEY ("documento_id") REFERENCES "public"."documentos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "revisoes_documentos_analise" ADD CONSTRAINT "revisoes_documentos_analise_caso_id_casos_id_fk" FOREIGN KEY ("caso_id") REFERENCES "public"."casos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "revisoes_documentos_analise" ADD CONSTRAINT "revisoes_documentos_analise_operador_id_operadores_id_fk" FOREIGN KEY ("operador_id") REFERENCES "public"."operadores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "revisoes_documentos_analise_caso_idx" ON "revisoes_documentos_analise" USING btree ("caso_id");--> statement-breakpoint
ALTER TABLE "operadores" ADD CONSTRAINT "operadores_parceiro_id_parceiros_id_fk" FOREIGN KEY ("parceiro_id") REFERENCES "public"."parceiros"("id") ON DELETE no action ON UPDATE no action;