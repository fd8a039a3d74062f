import type { ReactNode } from 'react'
import type { ApiEntryFormValues } from '@portal/schema/api-entry-form'
import { VERSION_FLAGS } from '@portal/schema/api-entry-form'
import {
  API_ENTRY_LIMITS,
  OAUTH_TYPE_LABELS,
  VA_INTERNAL_ONLY_LABELS,
} from '@portal/schema/api-entry-texts'
import {
  CheckboxField,
  CheckboxGroupField,
  SelectField,
  TextField,
} from '#web/components/ui/form-fields.tsx'
import type { Path } from '#web/lib/form-store.ts'
import { useWatch, type Form } from '#web/lib/use-form.tsx'
import { MarkdownField } from './markdown-field.tsx'

type EntryForm = Form<ApiEntryFormValues>
type Name = Path<ApiEntryFormValues>

/** Props of the form's sections. */
export interface EntrySectionProps {
  form: EntryForm
}

/** A group of the form under its own heading. */
function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = `section-${title.toLowerCase().replaceAll(/[^a-z]+/g, '-')}`
  return (
    <section className="api-entry-section" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  )
}

/** Checkboxes sharing one payload name (a list), by name. */
function CheckboxGroup({
  form,
  name,
  legend,
  options,
}: EntrySectionProps & {
  name: Name
  legend: string
  options: readonly { value: string; label: string }[]
}) {
  return (
    <CheckboxGroupField
      registration={form.register(name)}
      legend={legend}
      options={options}
      error={form.errorOf(name)}
    />
  )
}

/** A text field of the form by name. */
function Text({
  form,
  name,
  label,
  hint,
  isRequired,
  isMultiline,
  type,
}: EntrySectionProps & {
  name: Name
  label: string
  hint?: string
  isRequired?: boolean
  isMultiline?: boolean
  type?: 'text' | 'url' | 'date'
}) {
  return (
    <TextField
      registration={form.register(name)}
      label={label}
      hint={hint}
      error={form.errorOf(name)}
      isRequired={isRequired}
      isMultiline={isMultiline}
      type={type}
      autoComplete="off"
    />
  )
}

/** A checkbox of the form by name. */
function Check({
  form,
  name,
  label,
}: EntrySectionProps & { name: Name; label: string }) {
  return (
    <CheckboxField
      registration={form.register(name)}
      label={label}
      error={form.errorOf(name)}
    />
  )
}

/** Name, addresses, category and the texts of the overview page (R-ENTRY-FIELDS). */
export function IdentitySection({
  form,
  categories,
}: EntrySectionProps & {
  categories: readonly { urlFragment: string; name: string }[]
}) {
  const description = useWatch(form, 'description')
  return (
    <Section title="The API">
      <Text form={form} name="name" label="Name" isRequired />
      <Text
        form={form}
        name="urlSlug"
        label="URL slug"
        hint="The API’s pages live at /explore/api/{URL slug}. Lower-case words joined by hyphens."
        isRequired
      />
      <Text
        form={form}
        name="urlFragment"
        label="URL fragment"
        hint="Names the API’s docs and sandbox path, e.g. va_facilities."
        isRequired
      />
      <Text
        form={form}
        name="altID"
        label="Alternate id"
        hint="How the signup and production forms name the API (e.g. vaFacilities). Leave empty for an API nobody can request."
      />
      <SelectField
        registration={form.register('categoryUrlFragment')}
        label="Category"
        options={categories.map((category) => ({
          value: category.urlFragment,
          label: category.name,
        }))}
        error={form.errorOf('categoryUrlFragment')}
        isRequired
      />
      <TextField
        registration={form.register('description')}
        label="Description"
        hint="One or two sentences, shown on the API’s card and page."
        error={form.errorOf('description')}
        isMultiline
        isRequired
        maxLength={API_ENTRY_LIMITS.description}
        currentLength={typeof description === 'string' ? description.length : 0}
      />
      <MarkdownField
        form={form}
        name="overviewPageContent"
        label="Overview content"
        hint="Markdown. {API_URL_SLUG} becomes the API’s URL slug."
      />
      <MarkdownField
        form={form}
        name="apiIntro"
        label="Docs introduction"
        hint="Markdown shown above the docs viewer. Optional."
      />
    </Section>
  )
}

/** API key, OAuth grants and their details (R-ENTRY-FIELDS). */
export function AuthSection({ form }: EntrySectionProps) {
  const grants = useWatch(form, 'oAuthTypes') ?? []
  return (
    <Section title="Authentication">
      <Check
        form={form}
        name="apikey"
        label="Consumers call it with an API key"
      />
      <CheckboxGroup
        form={form}
        name="oAuthTypes"
        legend="OAuth grants"
        options={Object.entries(OAUTH_TYPE_LABELS).map(([value, label]) => ({
          value,
          label,
        }))}
      />
      {grants.includes('AuthorizationCodeGrant') ? (
        <fieldset className="usa-fieldset">
          <legend className="usa-legend usa-legend--large">
            Authorization Code Grant
          </legend>
          <Text
            form={form}
            name="oAuthInfo.acgInfo.baseAuthPath"
            label="ACG base auth path"
            hint="e.g. /oauth2/health/v1"
            isRequired
          />
          <Text
            form={form}
            name="oAuthInfo.acgInfo.scopes"
            label="ACG scopes"
            hint="One per line."
            isMultiline
            isRequired
          />
          <Text
            form={form}
            name="oAuthInfo.acgInfo.sandboxWellKnownConfig"
            label="ACG sandbox well-known configuration"
            type="url"
            isRequired
          />
          <Text
            form={form}
            name="oAuthInfo.acgInfo.signupPresentation.title"
            label="ACG signup title"
            hint="Optional: with a description, shown on the signup form."
          />
          <Text
            form={form}
            name="oAuthInfo.acgInfo.signupPresentation.description"
            label="ACG signup description"
            isMultiline
          />
        </fieldset>
      ) : null}
      {grants.includes('ClientCredentialsGrant') ? (
        <fieldset className="usa-fieldset">
          <legend className="usa-legend usa-legend--large">
            Client Credentials Grant
          </legend>
          <Text
            form={form}
            name="oAuthInfo.ccgInfo.baseAuthPath"
            label="CCG base auth path"
            hint="e.g. /oauth2/health/system/v1"
            isRequired
          />
          <Text
            form={form}
            name="oAuthInfo.ccgInfo.scopes"
            label="CCG scopes"
            hint="One per line."
            isMultiline
            isRequired
          />
          <Text
            form={form}
            name="oAuthInfo.ccgInfo.sandboxAud"
            label="CCG sandbox audience"
            isRequired
          />
          <Text
            form={form}
            name="oAuthInfo.ccgInfo.productionAud"
            label="CCG production audience"
            isRequired
          />
          <Text
            form={form}
            name="oAuthInfo.ccgInfo.signupPresentation.title"
            label="CCG signup title"
            hint="Optional: with a description, shown on the signup form."
          />
          <Text
            form={form}
            name="oAuthInfo.ccgInfo.signupPresentation.description"
            label="CCG signup description"
            isMultiline
          />
        </fieldset>
      ) : null}
    </Section>
  )
}

/** Listing, flags, attestation and restricted access (R-ENTRY-FIELDS). */
export function AccessSection({ form }: EntrySectionProps) {
  return (
    <Section title="Listing and access">
      <CheckboxGroup
        form={form}
        name="environments"
        legend="Listed in"
        options={[
          { value: 'sandbox', label: 'Sandbox catalogue' },
          { value: 'production', label: 'Production catalogue' },
        ]}
      />
      <Check form={form} name="openData" label="Open data" />
      <Check
        form={form}
        name="enabledByDefault"
        label="Enabled (shown in lists)"
      />
      <Check
        form={form}
        name="isStealthLaunched"
        label="Stealth launched (found by its address only)"
      />
      <Check
        form={form}
        name="requiresApiAttestation"
        label="Signup and production forms require the API attestation"
      />
      <Check
        form={form}
        name="requiresEthicsAttestation"
        label="The production form requires the ethics principles attestation"
      />
      <Check
        form={form}
        name="restrictedAccess.restricted"
        label="Restricted access"
      />
      <Check
        form={form}
        name="restrictedAccess.blockSandboxAccessForm"
        label="Block the public sandbox form"
      />
      <Check
        form={form}
        name="restrictedAccess.blockProdAccessForm"
        label="Block the production access form"
      />
      <CheckboxGroup
        form={form}
        name="restrictedAccess.versions"
        legend="Block the forms for one auth type"
        options={VERSION_FLAGS.map((flag) => {
          const [authType, which] = flag.split(':')
          return {
            value: flag,
            label: `${authType?.toUpperCase()}: block the ${which} form`,
          }
        })}
      />
      <SelectField
        registration={form.register('vaInternalOnly')}
        label="VA internal only"
        options={Object.entries(VA_INTERNAL_ONLY_LABELS).map(
          ([value, label]) => ({
            value,
            label,
          }),
        )}
        error={form.errorOf('vaInternalOnly')}
      />
      <Check
        form={form}
        name="restrictedAccessToggle"
        label="Show restricted access details"
      />
      <Text
        form={form}
        name="restrictedAccessDetails"
        label="Restricted access details"
        isMultiline
      />
      <Text
        form={form}
        name="lastProdAccessStep"
        label="Steps of the production access form"
        hint="A number from 1 to 10."
      />
    </Section>
  )
}

/** The Veteran redirect, deprecation and deactivation, and the release notes (R-ENTRY-FIELDS). */
export function NoticesSection({ form }: EntrySectionProps) {
  const hasDates = useWatch(form, 'hasDeactivationInfo') === true
  return (
    <Section title="Notices and release notes">
      <fieldset className="usa-fieldset">
        <legend className="usa-legend usa-legend--large">
          Veteran redirect
        </legend>
        <p className="usa-hint">
          “Are you a Veteran?” pointer on the API’s page. Fill all three, or
          leave them empty.
        </p>
        <Text
          form={form}
          name="veteranRedirect.message"
          label="Redirect message"
        />
        <Text
          form={form}
          name="veteranRedirect.linkText"
          label="Redirect link text"
        />
        <Text
          form={form}
          name="veteranRedirect.linkUrl"
          label="Redirect link address"
          hint="https://… or a path of this site."
        />
      </fieldset>
      <Check
        form={form}
        name="hasDeactivationInfo"
        label="The API is or will be deprecated and deactivated"
      />
      {hasDates ? (
        <fieldset className="usa-fieldset">
          <legend className="usa-legend usa-legend--large">
            Deprecation and deactivation
          </legend>
          <Text
            form={form}
            name="deactivationInfo.deprecationDate"
            label="Deprecation date"
            type="date"
            isRequired
          />
          <MarkdownField
            form={form}
            name="deactivationInfo.deprecationContent"
            label="Deprecation notice"
          />
          <Text
            form={form}
            name="deactivationInfo.deactivationDate"
            label="Deactivation date"
            type="date"
            isRequired
          />
          <MarkdownField
            form={form}
            name="deactivationInfo.deactivationContent"
            label="Deactivation notice"
          />
          <Text
            form={form}
            name="deactivationInfo.replacement"
            label="Replacement API or version (optional)"
            hint="Named in the deprecation emails, for example “VA Facilities API v1”."
          />
        </fieldset>
      ) : null}
      <MarkdownField
        form={form}
        name="releaseNotes"
        label="Release notes"
        hint="Markdown, newest first: a ### date heading per release."
      />
    </Section>
  )
}
