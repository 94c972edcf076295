-- Help search that forgives typos ('bolteo' → 'boleto'): the trigram similarity of pg_trgm picks the closest
-- word of the partner's answers when the full-text search finds nothing. pg_trgm is a trusted extension
-- (PostgreSQL 13+), created by the owner that runs the migrations; its functions are executable by anyone, so
-- the runtime role (portal_app) can call similarity() without another grant.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
