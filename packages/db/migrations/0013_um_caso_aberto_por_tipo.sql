-- Issue 13: one open case per quota and case type, enforced by PostgreSQL instead of a read-then-write in Node.
-- "Open" is the domain's STATUS_ABERTOS ('Em Andamento', 'Escalado'), in any case or with '_' for the space;
-- a stored generated column names it so the unique index, and ON CONFLICT clauses, can say it.
ALTER TABLE "casos" ADD COLUMN "aberto" boolean GENERATED ALWAYS AS (lower(btrim(replace(status, '_', ' '))) in ('em andamento', 'escalado')) STORED NOT NULL;
--> statement-breakpoint
-- Databases from before this migration may hold duplicates (the race it closes): the newest open case of each
-- quota and type stays open, the others are closed with a history line that says why (the history is
-- append-only, so the line is written first, from the row as it was).
WITH duplicados AS (
	SELECT id, fase, status
	FROM (
		SELECT id, fase, status, row_number() OVER (PARTITION BY cota_id, tipo ORDER BY criado_em DESC, id DESC) AS ordem
		FROM casos
		WHERE aberto
	) abertos
	WHERE ordem > 1
), historico AS (
	INSERT INTO casos_historico (caso_id, autor, fase_de, fase_para, status_de, status_para, nota)
	SELECT id, 'sistema', fase, fase, status, 'Fechado', 'Fechado na migração: a cota já tinha um caso mais novo deste tipo em andamento.'
	FROM duplicados
)
UPDATE casos SET status = 'Fechado', atualizado_em = now() WHERE id IN (SELECT id FROM duplicados);
--> statement-breakpoint
CREATE UNIQUE INDEX "casos_um_aberto_por_tipo_idx" ON "casos" USING btree ("cota_id","tipo") WHERE "casos"."aberto";
