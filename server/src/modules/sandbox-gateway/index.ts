// The sandbox-gateway module: what other code may use of it. Outside code imports this file only.
export { gatewayRoutes } from './gateway-routes.ts'
export { createGatewayService } from './gateway-service.ts'
export { createGatewayStore } from './gateway-store.ts'
export { createUsageRecorder } from './usage-recorder.ts'
export { invalidateKeysOnNotify } from './key-cache-invalidation.ts'
