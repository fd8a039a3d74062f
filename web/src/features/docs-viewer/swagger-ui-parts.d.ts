// Served by web/vite-plugins/swagger-ui-parts.ts: a loader per part of swagger-ui, leaves first.
declare module 'virtual:swagger-ui-parts' {
  const parts: (() => Promise<unknown>)[]
  export default parts
}

// Served by web/vite-plugins/swagger-ui-parts.ts: swagger-ui's constructor with its statics
// (System, config, presets), from its ES bundle inside swagger-ui-react.
declare module 'virtual:swagger-ui-core' {
  const swaggerUi: unknown
  export default swaggerUi
}
