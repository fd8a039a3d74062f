// swagger2openapi ships no types: the one call the spec-publishing module makes.
declare module 'swagger2openapi' {
  interface ConvertOptions {
    patch?: boolean
    warnOnly?: boolean
    resolve?: boolean
  }
  const swagger2openapi: {
    convertObj: (
      swagger: object,
      options: ConvertOptions,
    ) => Promise<{ openapi: unknown }>
  }
  export default swagger2openapi
}
