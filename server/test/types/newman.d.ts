// newman ships no types; the one call the Postman test makes.
declare module 'newman' {
  interface RunSummary {
    run: {
      executions: { response?: { code: number; text(): string } }[]
      failures: unknown[]
    }
  }
  export function run(
    options: { collection: object; environment?: object; reporters?: string[] },
    callback: (error: Error | null, summary: RunSummary) => void,
  ): void
}
