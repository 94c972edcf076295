CREATE TABLE "codigos_verificacao" (
	"id" serial PRIMARY KEY NOT NULL,
	"cliente_id" integer NOT NULL,
	"cota_id" integer NOT NULL,
	"codigo_hash" text NOT NULL,
	"expira_em" timestamp with time zone NOT NULL,
	"tentativas" integer DEFAULT 0 NOT NULL,
	"verificado_em" timestamp with time zone,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "credenciais_biometria" (
	"id" text PRIMARY KEY NOT NULL,
	"cliente_id" integer NOT NULL,
	"chave_publica" text NOT NULL,
	"contador" bigint DEFAULT 0 NOT NULL,
	"transportes" text[] DEFAULT '{}' NOT NULL,
	"nome_dispositivo" text,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"usado_em" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "desafios_biometria" (
	"desafio" text PRIMARY KEY NOT NULL,
	"cliente_id" integer,
	"tipo" text NOT NULL,
	"expira_em" timestamp with time zone NOT NULL,
	"usado_em" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "tokens_transparentes" (
	"id" uuid PRIMARY KEY NOT NULL,
	"cliente_id" integer NOT NULL,
	"cota_id" integer NOT NULL,
	"expira_em" timestamp with time zone NOT NULL,
	"usado_em" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "versoes" (
	"id" serial PRIMARY KEY NOT NULL,
	"versao" text NOT NULL,
	"publicada_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "versoes_versao_unique" UNIQUE("versao")
);
--> statement-breakpoint
CREATE TABLE "caixa_de_saida" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"canal" text NOT NULL,
	"para" text NOT NULL,
	"assunto" text NOT NULL,
	"texto" text NOT NULL,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"enviado_em" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD COLUMN "transparente" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "codigos_verificacao" ADD CONSTRAINT "codigos_verificacao_cliente_id_clientes_id_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."clientes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credenciais_biometria" ADD CONSTRAINT "credenciais_biometria_cliente_id_clientes_id_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."clientes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "desafios_biometria" ADD CONSTRAINT "desafios_biometria_cliente_id_clientes_id_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."clientes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tokens_transparentes" ADD CONSTRAINT "tokens_transparentes_cliente_id_clientes_id_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."clientes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "codigos_verificacao_cliente_idx" ON "codigos_verificacao" USING btree ("cliente_id","cota_id");--> statement-breakpoint
CREATE INDEX "caixa_de_saida_para_idx" ON "caixa_de_saida" USING btree ("para","criado_em");--> statement-breakpoint
ALTER TABLE "clientes" DROP COLUMN "senha_provisoria";