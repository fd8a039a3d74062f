/** Resolves in a later task, so the browser can paint and answer input between two long steps. */
export const yieldToMain = (): Promise<void> =>
  new Promise((resolve) => setTimeout(resolve, 0))
