// The logo-upload module: what other code may use of it. Outside code imports this file only.
export {
  localLogoStorage,
  logoStorageOrigins,
  s3LogoStorage,
  type LogoStorage,
} from './logo-storage.ts'
export { logoUploadRoutes } from './logo-upload-routes.ts'
export { createLogoUploadStore } from './logo-upload-store.ts'
export { startOrphanLogoSweeper } from './orphan-logo-sweeper.ts'
