import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    // Two cores: a few forks, each with its own copied database. Against one real
    // PostgreSQL server the files run one at a time because they share its tables.
    pool: 'forks',
    maxWorkers: 2,
    fileParallelism: !process.env.DATABASE_URL,
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
})
