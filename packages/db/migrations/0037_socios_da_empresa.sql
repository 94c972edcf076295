-- A company holder's partners (02 §1, §3 documentos_socio / documentos_novo_socio; ADR 0036): declared with the
-- document selection, one to ten, exactly one majority partner (the company's representative). The partner's
-- files keep their CPF in documentos_enviados (cpfSocio).
ALTER TABLE "selecoes_documentos" ADD COLUMN "socios" jsonb;--> statement-breakpoint
ALTER TABLE "selecoes_documentos" ADD CONSTRAINT "selecoes_documentos_socios_um_majoritario" CHECK ("selecoes_documentos"."socios" is null or (jsonb_typeof("selecoes_documentos"."socios") = 'array' and jsonb_array_length("selecoes_documentos"."socios") between 1 and 10 and jsonb_array_length(jsonb_path_query_array("selecoes_documentos"."socios", '$[*] ? (@.majoritario == true)')) = 1));
