-- Which session (refresh-token family) each passkey login opened (issue 14): removing the passkey ends them.
-- A family is opened by one login, so it is the key; the row goes with its passkey.
CREATE TABLE IF NOT EXISTS "sessoes_biometria" (
  "familia" uuid PRIMARY KEY NOT NULL,
  "credencial_id" text NOT NULL REFERENCES "credenciais_biometria"("id") ON DELETE CASCADE,
  "criado_em" timestamp with time zone NOT NULL DEFAULT now()
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "sessoes_biometria_credencial_idx" ON "sessoes_biometria" USING btree ("credencial_id");
