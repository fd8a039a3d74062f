import { Suspense, useEffect, useMemo, useRef, useState } from 'react'
import { lazyComponent } from '#web/lib/lazy-component.ts'
import { useMutation } from '@tanstack/react-query'
import { useLocation, useNavigate } from 'react-router'
import type { PublicApi } from '#web/catalogue/public-catalogue.ts'
import type { ProductionRequestFormValues } from '@portal/schema/production-request-form'
import {
  PRODUCTION_MESSAGES,
  PRODUCTION_STEPS,
  stepsOf,
  type ProductionStep,
} from '@portal/schema/production-request-texts'
import {
  focusFirstField,
  HoneypotField,
  RequiredFieldsNote,
} from '#web/components/ui/form-helpers.tsx'
import { FormFooter } from '#web/components/ui/form-footer.tsx'
import {
  SubmitError,
  useSubmitErrorFocus,
} from '#web/components/ui/submit-error.tsx'
import { PRODUCTION_REQUEST_URL } from '#web/lib/api-paths.ts'
import { postJson } from '#web/lib/http.ts'
import {
  lazyValidation,
  useValidationFailure,
} from '#web/lib/lazy-validation.ts'
import { PRODUCTION_ACCESS_PAGES } from '#web/lib/site-map.ts'
import {
  FormProvider,
  useForm,
  useWatch,
  type Validate,
} from '#web/lib/use-form.tsx'
import { checklistGroups, selectionFor } from './api-checklist.ts'
import type { ApplicationDialog } from './application-dialogs.tsx'
import { FormNotice } from './form-notice.tsx'
import { StepIndicator } from './step-indicator.tsx'
import { StepVerification } from './step-verification.tsx'

// Zod, the step schemas, the request mapping and steps 2 and 3 (with the logo upload): loaded on
// the first focus, press or input; Continue waits for them (ADR 021, R-PERF-FIRST-LOAD).
const validation = lazyValidation(
  () => import('./production-request-validation.ts'),
)
// The dialogs: each is rendered only while open, and their chunk loads when the first one opens.
const loadDialogs = () => import('./application-dialogs.tsx')
const LeaveDialog = lazyComponent(async () => (await loadDialogs()).LeaveDialog)
const NotUsBasedDialog = lazyComponent(
  async () => (await loadDialogs()).NotUsBasedDialog,
)
const AttestationDialog = lazyComponent(
  async () => (await loadDialogs()).AttestationDialog,
)
const PrivacyActDialog = lazyComponent(
  async () => (await loadDialogs()).PrivacyActDialog,
)
const SuccessDialog = lazyComponent(
  async () => (await loadDialogs()).SuccessDialog,
)

const REQUEST_PAGE =
  PRODUCTION_ACCESS_PAGES[1]?.to ?? '/production-access/request-prod-access'

const NO_FIELDS: readonly string[] = []

const DEFAULT_VALUES: ProductionRequestFormValues = {
  apis: [],
  termsOfService: false,
  attestationChecked: false,
  ethicsPrinciplesAttested: false,
  statusUpdateEmails: [''],
}

/**
 * The production access application (R-PROD-STEPS): two or three steps by the APIs chosen; Continue
 * validates the current step only; nothing is saved until the last step is submitted.
 */
export function ProductionRequestForm({
  apis,
  initialValues,
  submitUrl = PRODUCTION_REQUEST_URL,
  onSubmitted,
}: {
  apis: readonly PublicApi[]
  /** Values to start from (a signed-in developer's app and account, R-APP-PROD-PREFILL). */
  initialValues?: Partial<ProductionRequestFormValues>
  /** Where the request goes: the public endpoint, or an app's (R-APP-PROD-LINK). */
  submitUrl?: string
  /** Instead of the success dialog: the caller shows where the request now lives. */
  onSubmitted?: (answer: unknown) => void
}) {
  const navigate = useNavigate()
  const location = useLocation()
  const groups = useMemo(() => checklistGroups(apis), [apis])
  const [step, setStep] = useState<ProductionStep>(1)
  const [dialog, setDialog] = useState<ApplicationDialog>(null)
  // The step the resolver validates; set with the step, read only at validation time.
  const stepRef = useRef<ProductionStep>(1)

  // Validation reads the step and the ticked APIs at validation time.
  const validate: Validate<ProductionRequestFormValues> = async (values) =>
    (await validation.load()).stepValidator(
      stepRef.current,
      selectionFor(values.apis, apis),
    )(values)
  const form = useForm<ProductionRequestFormValues>({
    validate,
    defaultValues: { ...DEFAULT_VALUES, ...initialValues },
  })
  const formRef = useRef<HTMLFormElement>(null)
  const later = validation.loaded()
  const headingRef = useRef<HTMLHeadingElement>(null)
  const ticked = useWatch(form, 'apis')
  const selection = useMemo(() => selectionFor(ticked, apis), [ticked, apis])
  const steps = stepsOf(selection)
  const lastStep = steps.at(-1) ?? 2

  // The attestation is only for APIs that require it: untick it when none is chosen.
  useEffect(() => {
    if (!selection.requiresAttestation)
      form.setValue('attestationChecked', false)
    if (!selection.requiresEthicsAttestation)
      form.setValue('ethicsPrinciplesAttested', false)
  }, [form, selection.requiresAttestation, selection.requiresEthicsAttestation])

  const mutation = useMutation({
    mutationFn: async (values: ProductionRequestFormValues) =>
      postJson(
        submitUrl,
        (await validation.load()).toProductionRequest(values, selection),
      ),
    onSuccess: (answer) =>
      onSubmitted ? onSubmitted(answer) : setDialog('success'),
  })
  // The server's field messages are not put on fields: they may belong to an earlier step.
  const [validationFailure, trackSubmit] = useValidationFailure()
  const submitError = mutation.error ?? validationFailure
  useSubmitErrorFocus(submitError, NO_FIELDS)

  const goTo = (next: ProductionStep) => {
    form.clearErrors()
    mutation.reset()
    stepRef.current = next
    setStep(next)
  }
  // A new step starts at its heading. After the timer a closing dialog uses to give focus back.
  const isFirstRender = useRef(true)
  useEffect(() => {
    if (isFirstRender.current) {
      isFirstRender.current = false
      return
    }
    const timer = setTimeout(() => headingRef.current?.focus(), 0)
    return () => clearTimeout(timer)
  }, [step])

  const continueStep = (event?: React.BaseSyntheticEvent) =>
    trackSubmit(
      form.handleSubmit(
        (values) => {
          if (step < lastStep) goTo((step + 1) as ProductionStep)
          else mutation.mutate(values)
        },
        (invalid) => {
          const fields = Object.keys(invalid)
          if (
            step === 1 &&
            fields.length === 1 &&
            fields[0] === 'attestationChecked'
          ) {
            form.clearErrors('attestationChecked')
            setDialog('attestation')
          } else if (
            invalid.isUSBasedCompany === PRODUCTION_MESSAGES.notUsBased
          ) {
            setDialog('notUsBased')
          } else focusFirstField(formRef.current, Object.keys(invalid))
        },
      )(event),
    )

  const closeSuccess = () => {
    setDialog(null)
    // Back to where the applicant came from; the request page when they came straight here.
    if (location.key !== 'default') void navigate(-1)
    else void navigate(REQUEST_PAGE)
  }

  return (
    <FormProvider form={form}>
      <StepIndicator
        steps={steps.map((number) => PRODUCTION_STEPS[number - 1] ?? '')}
        current={step}
      />
      <h2
        ref={headingRef}
        tabIndex={-1}
        className="production-request-form__step-heading"
      >
        Step {step} of {steps.length}: {PRODUCTION_STEPS[step - 1]}
      </h2>
      {submitError ? <SubmitError error={submitError} /> : null}
      <form
        ref={formRef}
        className="usa-form usa-form--large production-request-form"
        noValidate
        {...validation.preloadProps}
        onSubmit={(event) => continueStep(event)}
      >
        <RequiredFieldsNote />
        {step === 1 ? (
          <StepVerification
            groups={groups}
            selection={selection}
            onNotUsBased={() => setDialog('notUsBased')}
          />
        ) : null}
        {/* Steps 2 and 3 come with the validation, which Continue waited for: they render in the
            same commit as the new heading and Submit, never after a Suspense gap in which a
            quick submit would find no field to focus. */}
        {step === 2 && later ? (
          <later.StepBasicInformation selection={selection} />
        ) : null}
        {step === 3 && later ? (
          <later.StepTechnicalInformation selection={selection} />
        ) : null}
        <HoneypotField registration={form.register('faxNumber')} />
        <FormFooter
          submitLabel={
            step === lastStep ? 'Submit your application' : 'Continue'
          }
          isPending={mutation.isPending}
          onBack={() =>
            step === 1 ? setDialog('leave') : goTo((step - 1) as ProductionStep)
          }
          onCancel={step > 1 ? () => setDialog('leave') : undefined}
        />
      </form>
      <FormNotice onPrivacy={() => setDialog('privacy')} />
      <Suspense fallback={null}>
        {dialog === 'leave' ? (
          <LeaveDialog
            isOpen
            onStay={() => setDialog(null)}
            onLeave={() => {
              setDialog(null)
              void navigate(REQUEST_PAGE)
            }}
          />
        ) : null}
        {dialog === 'notUsBased' ? (
          <NotUsBasedDialog isOpen onClose={() => setDialog(null)} />
        ) : null}
        {dialog === 'attestation' ? (
          <AttestationDialog
            isOpen
            onCancel={() => setDialog(null)}
            onConfirmed={() => {
              setDialog(null)
              continueStep()
            }}
          />
        ) : null}
        {dialog === 'privacy' ? (
          <PrivacyActDialog isOpen onClose={() => setDialog(null)} />
        ) : null}
        {dialog === 'success' ? (
          <SuccessDialog
            isOpen
            email={form.getValue('primaryContact.email') ?? ''}
            onClose={closeSuccess}
          />
        ) : null}
      </Suspense>
    </FormProvider>
  )
}
