-- Contemplation and credit analysis (issue 18, 02 §3, §4.10). The partner's guarantee deadline in business days;
-- the customer's document selection per analysis case, whose terms flags are locked by a trigger (02 §3 "once
-- locked they cannot change"), whatever statement tries; and the queue of the job that descontemplates quotas
-- whose documents are missing past the deadline (created here, as the owner, like the queues of 0025). The runtime
-- role portal_app gets its rights on the new table from the default privileges of migration 0015.
CREATE TABLE "selecoes_documentos" (
	"caso_id" integer PRIMARY KEY NOT NULL,
	"cota_id" integer NOT NULL,
	"tipo_renda" text,
	"tipo_identificacao" text,
	"lista_completa" boolean DEFAULT false NOT NULL,
	"tipo_identificacao_terceiro" text,
	"documentos_enviados" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"aceite_termos" boolean DEFAULT false NOT NULL,
	"aceite_consulta_credito" boolean DEFAULT false NOT NULL,
	"travado_em" timestamp with time zone,
	"atualizado_em" timestamp with time zone NOT NULL,
	CONSTRAINT "selecoes_documentos_travado_aceito" CHECK ("selecoes_documentos"."travado_em" is null or ("selecoes_documentos"."aceite_termos" and "selecoes_documentos"."aceite_consulta_credito"))
);
--> statement-breakpoint
ALTER TABLE "parceiros" ADD COLUMN "prazo_garantia_dias_uteis" integer DEFAULT 10 NOT NULL;--> statement-breakpoint
ALTER TABLE "selecoes_documentos" ADD CONSTRAINT "selecoes_documentos_caso_id_casos_id_fk" FOREIGN KEY ("caso_id") REFERENCES "public"."casos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "selecoes_documentos" ADD CONSTRAINT "selecoes_documentos_cota_id_cotas_id_fk" FOREIGN KEY ("cota_id") REFERENCES "public"."cotas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parceiros" ADD CONSTRAINT "parceiros_prazo_garantia_check" CHECK ("parceiros"."prazo_garantia_dias_uteis" between 1 and 60);--> statement-breakpoint
-- Locked agreements: neither the flags nor the lock change any more (SQLSTATE 23514, this constraint's name).
CREATE FUNCTION "selecoes_documentos_aceites_travados"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.travado_em IS NOT NULL AND (
       NEW.aceite_termos IS DISTINCT FROM OLD.aceite_termos
    OR NEW.aceite_consulta_credito IS DISTINCT FROM OLD.aceite_consulta_credito
    OR NEW.travado_em IS DISTINCT FROM OLD.travado_em) THEN
    RAISE EXCEPTION 'os aceites travados não podem mudar'
      USING ERRCODE = 'check_violation', CONSTRAINT = 'selecoes_documentos_aceites_travados';
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "selecoes_documentos_aceites_travados" BEFORE UPDATE ON "selecoes_documentos"
  FOR EACH ROW EXECUTE FUNCTION "selecoes_documentos_aceites_travados"();--> statement-breakpoint
SELECT pgboss.create_queue('descontemplar-vencidos', '{"policy":"standard"}');
