-- Payouts (issue 20, ADR 0041): money the administrator owes a customer (a refund, a cash billing, a cash
-- credit) and pays by bank transfer through a CNAB 240 payment remittance. One row per payment to make; the
-- account is copied from what the customer confirmed, so a later profile change never redirects money already
-- scheduled.
CREATE TABLE "repasses" (
  "id" serial PRIMARY KEY NOT NULL,
  "caso_id" integer NOT NULL,
  "cota_id" integer NOT NULL,
  "parceiro_id" integer NOT NULL,
  "origem" text NOT NULL,
  "valor_centavos" bigint NOT NULL,
  "favorecido" text NOT NULL,
  "cpf_cnpj" text NOT NULL,
  "banco" integer NOT NULL,
  "agencia" text NOT NULL,
  "digito_agencia" text,
  "conta" text NOT NULL,
  "digito_conta" text NOT NULL,
  "tipo_conta" text NOT NULL,
  "operacao" text,
  "situacao" text DEFAULT 'agendado' NOT NULL,
  "data_prevista" date NOT NULL,
  "motivo_rejeicao" text,
  "agendado_por" text NOT NULL,
  "criado_em" timestamp with time zone DEFAULT now() NOT NULL,
  "atualizado_em" timestamp with time zone DEFAULT now() NOT NULL,
  "liquidado_em" timestamp with time zone,
  CONSTRAINT "repasses_origem_check" CHECK ("origem" IN ('devolucao', 'faturamento_especie', 'faturamento_credito')),
  CONSTRAINT "repasses_valor_positivo" CHECK ("valor_centavos" > 0),
  CONSTRAINT "repasses_tipo_conta_check" CHECK ("tipo_conta" IN ('corrente', 'poupanca')),
  CONSTRAINT "repasses_situacao_check" CHECK ("situacao" IN ('agendado', 'remetido', 'pago', 'rejeitado', 'cancelado'))
);
--> statement-breakpoint
-- At most one live payout per case: a second approval (a double click, 20 at once) collides here. A payout the
-- bank rejected or the analyst cancelled no longer counts, so the case can be paid again.
ALTER TABLE "repasses" ADD CONSTRAINT "repasses_caso_id_casos_id_fk" FOREIGN KEY ("caso_id") REFERENCES "public"."casos"("id");
--> statement-breakpoint
ALTER TABLE "repasses" ADD CONSTRAINT "repasses_cota_id_cotas_id_fk" FOREIGN KEY ("cota_id") REFERENCES "public"."cotas"("id");
--> statement-breakpoint
ALTER TABLE "repasses" ADD CONSTRAINT "repasses_parceiro_id_parceiros_id_fk" FOREIGN KEY ("parceiro_id") REFERENCES "public"."parceiros"("id");
--> statement-breakpoint
CREATE UNIQUE INDEX "repasses_um_vivo_por_caso_idx" ON "repasses" USING btree ("caso_id")
  WHERE "situacao" IN ('agendado', 'remetido', 'pago');
--> statement-breakpoint
CREATE INDEX "repasses_fila_idx" ON "repasses" USING btree ("situacao", "data_prevista");
--> statement-breakpoint
CREATE INDEX "repasses_cota_idx" ON "repasses" USING btree ("cota_id");
