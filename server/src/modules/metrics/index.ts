// The metrics module: what other code may use of it. Outside code imports this file only.
export { registerMetrics } from './metrics-routes.ts'
export { createMetricsStore } from './metrics-store.ts'
