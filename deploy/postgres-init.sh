#!/bin/sh
# Run once by the postgres image, as its superuser, on an empty data volume
# (/docker-entrypoint-initdb.d). Makes the api's role and the one database it owns:
# - APP_DB_USER logs in with APP_DB_PASSWORD; it is no superuser and cannot create databases or
#   roles, replicate or bypass row security;
# - APP_DB belongs to it, so it creates and alters the tables there (the api runs the migrations
#   at start, as this role); the extensions they create (pg_trgm) are trusted ones, which a
#   database owner may create;
# - nobody else may connect to APP_DB, and the role is granted nothing in other databases.
set -eu
psql -v ON_ERROR_STOP=1 --username "$POSTGRES_USER" --dbname postgres \
  -v app_user="$APP_DB_USER" -v app_password="$APP_DB_PASSWORD" -v app_db="$APP_DB" <<'SQL'
CREATE ROLE :"app_user" LOGIN NOSUPERUSER NOCREATEDB NOCREATEROLE NOREPLICATION NOBYPASSRLS
  PASSWORD :'app_password';
CREATE DATABASE :"app_db" OWNER :"app_user";
REVOKE ALL ON DATABASE :"app_db" FROM PUBLIC;
\connect :"app_db"
-- PostgreSQL 15 and later: the public schema belongs to the database owner and others may not
-- create in it; said again for clusters upgraded from older defaults.
ALTER SCHEMA public OWNER TO :"app_user";
REVOKE CREATE ON SCHEMA public FROM PUBLIC;
SQL
