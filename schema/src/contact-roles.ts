/** Contact role choices (R-FORM-ROLES), shared by the contact form and the production form. */
export const CONTACT_ROLES = [
  { value: 'DEVELOPER', label: 'Developer' },
  { value: 'EXECUTIVE', label: 'Executive' },
  { value: 'PRODUCT_MANAGER', label: 'Product / Project Manager' },
  { value: 'STUDENT', label: 'Student' },
  { value: 'OTHER', label: 'Other' },
] as const

/** What a role is sent as: its label, or the free-text description for Other (R-FORM-ROLES). */
export function contactRoleLabel(
  role: string | null | undefined,
  description: string | null | undefined,
): string | undefined {
  if (role === 'OTHER') return description?.trim() || undefined
  return CONTACT_ROLES.find((option) => option.value === role)?.label
}
