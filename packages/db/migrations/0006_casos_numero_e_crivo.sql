CREATE SEQUENCE "public"."casos_numero_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 10001 CACHE 1;--> statement-breakpoint
CREATE TABLE "retornos_crivo" (
	"cota_id" integer PRIMARY KEY NOT NULL,
	"codigo" text NOT NULL,
	"descricao" text,
	"atualizado_em" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "casos" ADD COLUMN "descricao" text;--> statement-breakpoint
ALTER TABLE "retornos_crivo" ADD CONSTRAINT "retornos_crivo_cota_id_cotas_id_fk" FOREIGN KEY ("cota_id") REFERENCES "public"."cotas"("id") ON DELETE no action ON UPDATE no action;