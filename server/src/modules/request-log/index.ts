// The request-log module: what other code may use of it. Outside code imports this file only.
export {
  callDetail,
  listCalls,
  purgeExpiredDetails,
} from './request-log-service.ts'
export {
  createRequestLogStore,
  type CallDetailRow,
} from './request-log-store.ts'
export {
  redactHeaders,
  redactUrl,
  truncateBody,
  type RecordedBody,
} from './call-capture.ts'
