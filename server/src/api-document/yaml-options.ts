/**
 * How every reader of an API's YAML document parses it: with merge keys (`<<: *anchor`), which
 * hand-written OpenAPI documents use to share parts and every OpenAPI tool reads (Spectral,
 * swagger-ui's js-yaml). Without them the `yaml` package reads YAML 1.2, where `<<` is a plain
 * key: the operation it fills would lack what it shares, and the intake, the gateway and the docs
 * must read one document alike.
 */
export const DOCUMENT_YAML_OPTIONS = { merge: true } as const
