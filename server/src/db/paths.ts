import { fileURLToPath } from 'node:url'

// Resolved from this module so the same code works from src/db/ (tsx) and from dist/ (the
// bundle, where the build copies both folders next to server.js).
/** The folder of numbered SQL migrations. */
export const MIGRATIONS_DIR = fileURLToPath(
  new URL('./migrations/', import.meta.url),
)
/** The folder of seed data copied from the department's public anchors. */
export const SEED_DATA_DIR = fileURLToPath(
  new URL('./seed-data/', import.meta.url),
)
