CREATE TABLE "retornos_bancarios" (
	"id" serial PRIMARY KEY NOT NULL,
	"hash" text NOT NULL,
	"nome_arquivo" text NOT NULL,
	"operador_id" integer NOT NULL,
	"importado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"resultado" jsonb NOT NULL,
	CONSTRAINT "retornos_bancarios_hash_unique" UNIQUE("hash")
);
--> statement-breakpoint
ALTER TABLE "parceiros" ADD COLUMN "cnpj" text;--> statement-breakpoint
ALTER TABLE "cotas" ADD COLUMN "valor_credito_adesao_centavos" bigint;--> statement-breakpoint
ALTER TABLE "cotas" ADD COLUMN "numero_proposta" text;--> statement-breakpoint
ALTER TABLE "cotas" ADD COLUMN "percentual_seguro_vida" numeric(8, 4) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "cotas" ADD COLUMN "forma_envio" text DEFAULT 'email' NOT NULL;--> statement-breakpoint
ALTER TABLE "cotas" ADD COLUMN "forma_envio_alterada_em" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "grupos" ADD COLUMN "modelo_contrato" text;--> statement-breakpoint
ALTER TABLE "parcelas" ADD COLUMN "valor_fundo_comum_centavos" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "parcelas" ADD COLUMN "valor_taxa_administracao_centavos" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "parcelas" ADD COLUMN "valor_fundo_reserva_centavos" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "parcelas" ADD COLUMN "valor_seguro_centavos" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "parcelas" ADD COLUMN "valor_diferenca_centavos" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "parcelas" ADD COLUMN "valor_encargos_pagos_centavos" bigint;--> statement-breakpoint
ALTER TABLE "boletos" ADD COLUMN "tipo" text DEFAULT 'parcelas' NOT NULL;--> statement-breakpoint
ALTER TABLE "boletos" ADD COLUMN "data_pagamento" date;--> statement-breakpoint
ALTER TABLE "boletos" ADD COLUMN "valor_pago_centavos" bigint;--> statement-breakpoint
ALTER TABLE "boletos" ADD COLUMN "baixado_por" text;