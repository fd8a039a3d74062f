import {
  AccountSubscribeFormSchema,
  type AccountSubscribeForm,
} from '@portal/schema/developer-accounts'
import type { LoadedValidation } from '#web/lib/lazy-validation.ts'
import { zodValidator } from '#web/lib/zod-validator.ts'

/** The account's subscribe form: an API, or every API. */
export const validate: LoadedValidation<AccountSubscribeForm>['validate'] =
  zodValidator(AccountSubscribeFormSchema)
