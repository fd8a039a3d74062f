// Served by web/vite-plugins/swagger-ui-parts.ts: a loader per part of swagger-ui, leaves first.
declare module 'virtual:swagger-ui-parts' {
  const parts: (() => Promise<unknown>)[]
  export default parts
}
