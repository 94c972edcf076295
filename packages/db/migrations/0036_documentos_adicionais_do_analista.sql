-- The documents the analyst asked for with "Pedir documentos adicionais" (issue 18): codes of the contemplation
-- catalogue, saved in the analyst's decision transaction; the customer's requested list adds them.
ALTER TABLE "selecoes_documentos" ADD COLUMN "documentos_adicionais" text[] DEFAULT '{}' NOT NULL;
