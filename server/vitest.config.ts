import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    // Two cores: two forks, each test file with its own copied database (a PGlite folder, or on
    // the test:pg pass a `CREATE DATABASE … TEMPLATE` copy on the PostgreSQL server).
    pool: 'forks',
    maxWorkers: 2,
    // A hang still fails at 60 s; on two busy cores some tests with their app need over 20 s.
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
})
