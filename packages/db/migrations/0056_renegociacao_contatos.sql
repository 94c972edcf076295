-- The back-office follow-up of pending renegotiations (issue 22): each contact an analyst had with the customer.
CREATE TABLE "renegociacao_contatos" (
	"id" serial PRIMARY KEY NOT NULL,
	"renegociacao_id" integer NOT NULL,
	"operador_id" integer NOT NULL,
	"nota" text NOT NULL,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "renegociacao_contatos_nota" CHECK (length("renegociacao_contatos"."nota") between 1 and 500)
);
--> statement-breakpoint
ALTER TABLE "renegociacao_contatos" ADD CONSTRAINT "renegociacao_contatos_renegociacao_id_renegociacoes_id_fk" FOREIGN KEY ("renegociacao_id") REFERENCES "public"."renegociacoes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "renegociacao_contatos" ADD CONSTRAINT "renegociacao_contatos_operador_id_operadores_id_fk" FOREIGN KEY ("operador_id") REFERENCES "public"."operadores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "renegociacao_contatos_renegociacao_idx" ON "renegociacao_contatos" USING btree ("renegociacao_id","criado_em");