CREATE SEQUENCE "public"."nosso_numero_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "boleto_parcelas" (
	"boleto_id" integer NOT NULL,
	"parcela_id" integer NOT NULL,
	"valor_centavos" bigint NOT NULL,
	CONSTRAINT "boleto_parcelas_boleto_id_parcela_id_pk" PRIMARY KEY("boleto_id","parcela_id")
);
--> statement-breakpoint
CREATE TABLE "boletos" (
	"id" serial PRIMARY KEY NOT NULL,
	"cliente_id" integer NOT NULL,
	"cota_id" integer NOT NULL,
	"nosso_numero" text NOT NULL,
	"codigo_barras" text NOT NULL,
	"linha_digitavel" text NOT NULL,
	"pix_copia_e_cola" text NOT NULL,
	"valor_centavos" bigint NOT NULL,
	"data_vencimento" date NOT NULL,
	"situacao" text DEFAULT 'aberto' NOT NULL,
	"hash" text NOT NULL,
	"chave_selecao" text NOT NULL,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"pago_em" timestamp with time zone,
	CONSTRAINT "boletos_nosso_numero_unique" UNIQUE("nosso_numero"),
	CONSTRAINT "boletos_linha_digitavel_unique" UNIQUE("linha_digitavel"),
	CONSTRAINT "boletos_hash_unique" UNIQUE("hash")
);
--> statement-breakpoint
CREATE TABLE "cobrancas_marcadas" (
	"cliente_id" integer NOT NULL,
	"parcela_id" integer NOT NULL,
	"marcada_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cobrancas_marcadas_cliente_id_parcela_id_pk" PRIMARY KEY("cliente_id","parcela_id")
);
--> statement-breakpoint
ALTER TABLE "boleto_parcelas" ADD CONSTRAINT "boleto_parcelas_boleto_id_boletos_id_fk" FOREIGN KEY ("boleto_id") REFERENCES "public"."boletos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "boleto_parcelas" ADD CONSTRAINT "boleto_parcelas_parcela_id_parcelas_id_fk" FOREIGN KEY ("parcela_id") REFERENCES "public"."parcelas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "boletos" ADD CONSTRAINT "boletos_cliente_id_clientes_id_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."clientes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "boletos" ADD CONSTRAINT "boletos_cota_id_cotas_id_fk" FOREIGN KEY ("cota_id") REFERENCES "public"."cotas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cobrancas_marcadas" ADD CONSTRAINT "cobrancas_marcadas_cliente_id_clientes_id_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."clientes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cobrancas_marcadas" ADD CONSTRAINT "cobrancas_marcadas_parcela_id_parcelas_id_fk" FOREIGN KEY ("parcela_id") REFERENCES "public"."parcelas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "boletos_selecao_idx" ON "boletos" USING btree ("cliente_id","chave_selecao");--> statement-breakpoint
CREATE INDEX "boletos_cota_idx" ON "boletos" USING btree ("cota_id");