// test:pg runs the server suite against a real PostgreSQL server, so it needs one.
if (!process.env.DATABASE_URL) {
  console.error(
    'test:pg needs DATABASE_URL, e.g. postgres://portal:portal@127.0.0.1:5432/portal_test',
  )
  process.exit(1)
}
