/** The longest email address a form or its endpoint accepts. Zod-free: forms render with it. */
export const EMAIL_MAX_LENGTH = 255
