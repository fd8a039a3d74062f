// The support-desk module: what other code may use of it. Outside code imports this file only.
export { registerSupportDesk } from './register-desk.ts'
