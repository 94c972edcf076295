-- Background jobs, documents and SMS delivery (issue 17, ADR 0022).
--
-- 1. Documents a customer uploads in a flow, waiting for the case that claims them. "At most N waiting files per
--    customer and flow" is the partial unique index on the file's place (vaga): a second file in a taken place
--    collides in PostgreSQL, never in a count made in Node.
CREATE TABLE "documentos" (
	"id" uuid PRIMARY KEY NOT NULL,
	"cliente_id" integer NOT NULL,
	"parceiro_id" integer NOT NULL,
	"fluxo" text NOT NULL,
	"vaga" smallint NOT NULL,
	"estado" text NOT NULL,
	"chave" text NOT NULL,
	"nome" text NOT NULL,
	"mime" text,
	"tamanho" integer,
	"caso_id" integer,
	"criado_em" timestamp with time zone NOT NULL,
	"vinculado_em" timestamp with time zone,
	CONSTRAINT "documentos_chave_unique" UNIQUE("chave"),
	CONSTRAINT "documentos_vaga_positiva" CHECK ("documentos"."vaga" >= 1),
	CONSTRAINT "documentos_pronto_completo" CHECK ("documentos"."estado" <> 'pronto' or ("documentos"."mime" is not null and "documentos"."tamanho" is not null))
);
--> statement-breakpoint
ALTER TABLE "documentos" ADD CONSTRAINT "documentos_cliente_id_clientes_id_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."clientes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documentos" ADD CONSTRAINT "documentos_parceiro_id_parceiros_id_fk" FOREIGN KEY ("parceiro_id") REFERENCES "public"."parceiros"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documentos" ADD CONSTRAINT "documentos_caso_id_casos_id_fk" FOREIGN KEY ("caso_id") REFERENCES "public"."casos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "documentos_vaga_livre_idx" ON "documentos" USING btree ("cliente_id","fluxo","vaga") WHERE "documentos"."caso_id" is null;--> statement-breakpoint
CREATE INDEX "documentos_caso_idx" ON "documentos" USING btree ("caso_id");--> statement-breakpoint
CREATE INDEX "documentos_orfaos_idx" ON "documentos" USING btree ("criado_em") WHERE "documentos"."caso_id" is null;
--> statement-breakpoint
-- 2. The outbox keeps what delivery did: attempts of the job and its last failure.
ALTER TABLE "caixa_de_saida" ADD COLUMN "tentativas" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "caixa_de_saida" ADD COLUMN "erro" text;
--> statement-breakpoint
-- 3. pg-boss's own schema, as `PgBoss.getConstructionPlans('pgboss')` of pg-boss 10.4.2 writes it (schema version
--    24), without its BEGIN/COMMIT and advisory lock: this migration already runs in one transaction under the
--    migration lock. It is installed here, by the owner, once: the runtime role `portal_app` owns nothing and
--    starts pg-boss with `migrate: false`, which only checks the version. A pg-boss upgrade that changes the
--    schema comes with a migration of its `getMigrationPlans`.
CREATE SCHEMA IF NOT EXISTS pgboss;
--> statement-breakpoint
CREATE TYPE pgboss.job_state AS ENUM (
  'created',
  'retry',
  'active',
  'completed',
  'cancelled',
  'failed'
);
--> statement-breakpoint
CREATE TABLE pgboss.version (
  version int primary key,
  maintained_on timestamp with time zone,
  cron_on timestamp with time zone,
  monitored_on timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE pgboss.queue (
  name text,
  policy text,
  retry_limit int,
  retry_delay int,
  retry_backoff bool,
  expire_seconds int,
  retention_minutes int,
  dead_letter text REFERENCES pgboss.queue (name),
  partition_name text,
  created_on timestamp with time zone not null default now(),
  updated_on timestamp with time zone not null default now(),
  PRIMARY KEY (name)
);
--> statement-breakpoint
CREATE TABLE pgboss.schedule (
  name text REFERENCES pgboss.queue ON DELETE CASCADE,
  cron text not null,
  timezone text,
  data jsonb,
  options jsonb,
  created_on timestamp with time zone not null default now(),
  updated_on timestamp with time zone not null default now(),
  PRIMARY KEY (name)
);
--> statement-breakpoint
CREATE TABLE pgboss.subscription (
  event text not null,
  name text not null REFERENCES pgboss.queue ON DELETE CASCADE,
  created_on timestamp with time zone not null default now(),
  updated_on timestamp with time zone not null default now(),
  PRIMARY KEY(event, name)
);
--> statement-breakpoint
CREATE TABLE pgboss.job (
  id uuid not null default gen_random_uuid(),
  name text not null,
  priority integer not null default(0),
  data jsonb,
  state pgboss.job_state not null default('created'),
  retry_limit integer not null default(2),
  retry_count integer not null default(0),
  retry_delay integer not null default(0),
  retry_backoff boolean not null default false,
  start_after timestamp with time zone not null default now(),
  started_on timestamp with time zone,
  singleton_key text,
  singleton_on timestamp without time zone,
  expire_in interval not null default interval '15 minutes',
  created_on timestamp with time zone not null default now(),
  completed_on timestamp with time zone,
  keep_until timestamp with time zone NOT NULL default now() + interval '14 days',
  output jsonb,
  dead_letter text,
  policy text
) PARTITION BY LIST (name);
--> statement-breakpoint
ALTER TABLE pgboss.job ADD PRIMARY KEY (name, id);
--> statement-breakpoint
CREATE TABLE pgboss.archive (LIKE pgboss.job);
--> statement-breakpoint
ALTER TABLE pgboss.archive ADD PRIMARY KEY (name, id);
--> statement-breakpoint
ALTER TABLE pgboss.archive ADD archived_on timestamptz NOT NULL DEFAULT now();
--> statement-breakpoint
CREATE INDEX archive_i1 ON pgboss.archive(archived_on);
--> statement-breakpoint
CREATE FUNCTION pgboss.create_queue(queue_name text, options json)
RETURNS VOID AS
$$
DECLARE
  table_name varchar := 'j' || encode(sha224(queue_name::bytea), 'hex');
  queue_created_on timestamptz;
BEGIN

  WITH q as (
  INSERT INTO pgboss.queue (
    name,
    policy,
    retry_limit,
    retry_delay,
    retry_backoff,
    expire_seconds,
    retention_minutes,
    dead_letter,
    partition_name
  )
  VALUES (
    queue_name,
    options->>'policy',
    (options->>'retryLimit')::int,
    (options->>'retryDelay')::int,
    (options->>'retryBackoff')::bool,
    (options->>'expireInSeconds')::int,
    (options->>'retentionMinutes')::int,
    options->>'deadLetter',
    table_name
  )
  ON CONFLICT DO NOTHING
  RETURNING created_on
  )
  SELECT created_on into queue_created_on from q;

  IF queue_created_on IS NULL THEN
    RETURN;
  END IF;

  EXECUTE format('CREATE TABLE pgboss.%I (LIKE pgboss.job INCLUDING DEFAULTS)', table_name);

  EXECUTE format('ALTER TABLE pgboss.%1$I ADD PRIMARY KEY (name, id)', table_name);
  EXECUTE format('ALTER TABLE pgboss.%1$I ADD CONSTRAINT q_fkey FOREIGN KEY (name) REFERENCES pgboss.queue (name) ON DELETE RESTRICT DEFERRABLE INITIALLY DEFERRED', table_name);
  EXECUTE format('ALTER TABLE pgboss.%1$I ADD CONSTRAINT dlq_fkey FOREIGN KEY (dead_letter) REFERENCES pgboss.queue (name) ON DELETE RESTRICT DEFERRABLE INITIALLY DEFERRED', table_name);
  EXECUTE format('CREATE UNIQUE INDEX %1$s_i1 ON pgboss.%1$I (name, COALESCE(singleton_key, '''')) WHERE state = ''created'' AND policy = ''short''', table_name);
  EXECUTE format('CREATE UNIQUE INDEX %1$s_i2 ON pgboss.%1$I (name, COALESCE(singleton_key, '''')) WHERE state = ''active'' AND policy = ''singleton''', table_name);
  EXECUTE format('CREATE UNIQUE INDEX %1$s_i3 ON pgboss.%1$I (name, state, COALESCE(singleton_key, '''')) WHERE state <= ''active'' AND policy = ''stately''', table_name);
  EXECUTE format('CREATE UNIQUE INDEX %1$s_i4 ON pgboss.%1$I (name, singleton_on, COALESCE(singleton_key, '''')) WHERE state <> ''cancelled'' AND singleton_on IS NOT NULL', table_name);
  EXECUTE format('CREATE INDEX %1$s_i5 ON pgboss.%1$I (name, start_after) INCLUDE (priority, created_on, id) WHERE state < ''active''', table_name);

  EXECUTE format('ALTER TABLE pgboss.%I ADD CONSTRAINT cjc CHECK (name=%L)', table_name, queue_name);
  EXECUTE format('ALTER TABLE pgboss.job ATTACH PARTITION pgboss.%I FOR VALUES IN (%L)', table_name, queue_name);
END;
$$
LANGUAGE plpgsql;
--> statement-breakpoint
CREATE FUNCTION pgboss.delete_queue(queue_name text)
RETURNS VOID AS
$$
DECLARE
  table_name varchar;
BEGIN
  WITH deleted as (
    DELETE FROM pgboss.queue
    WHERE name = queue_name
    RETURNING partition_name
  )
  SELECT partition_name from deleted INTO table_name;

  EXECUTE format('DROP TABLE IF EXISTS pgboss.%I', table_name);
END;
$$
LANGUAGE plpgsql;
--> statement-breakpoint
INSERT INTO pgboss.version(version) VALUES ('24');
--> statement-breakpoint
-- The queues. Creating one attaches a partition to pgboss.job, which only the owner may do, so every queue is
-- created by a migration; the API only tunes their retry and expiry options (updateQueue) when it starts.
-- `__pgboss__send-it` is pg-boss's own, used by its cron scheduler.
SELECT pgboss.create_queue('entregar-mensagem', '{"policy":"standard"}');
--> statement-breakpoint
SELECT pgboss.create_queue('limpar-documentos', '{"policy":"standard"}');
--> statement-breakpoint
SELECT pgboss.create_queue('prazos', '{"policy":"standard"}');
--> statement-breakpoint
SELECT pgboss.create_queue('__pgboss__send-it', '{"policy":"standard"}');
--> statement-breakpoint
-- 4. The runtime role reads and writes the jobs (through the partitioned parent, whose privileges are the ones
--    checked), never their structure.
GRANT USAGE ON SCHEMA pgboss TO portal_app;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA pgboss TO portal_app;
--> statement-breakpoint
ALTER DEFAULT PRIVILEGES IN SCHEMA pgboss GRANT SELECT, INSERT, UPDATE, DELETE ON TABLES TO portal_app;
