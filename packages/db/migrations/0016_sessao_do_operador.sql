-- The operator session (ADR 0014): a short access token kept in the page's memory, renewed with a refresh
-- token that lives in an HttpOnly cookie, rotated on every use. The session row holds the current refresh
-- token's hash, when it was last used (idle timeout) and, as before, the absolute ceiling (`expira_em`).
-- Sessions opened before this migration have no refresh token: they simply end when their access token does.
ALTER TABLE "operador_sessoes" ADD COLUMN "ultimo_uso" timestamp with time zone DEFAULT now() NOT NULL;
--> statement-breakpoint
ALTER TABLE "operador_sessoes" ADD COLUMN "refresh_hash" text;
