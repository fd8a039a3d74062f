/** An error whose messages are safe to show the client; the error handler sends them as the envelope. */
export class HttpError extends Error {
  readonly statusCode: number
  readonly messages: string[]
  readonly fieldErrors: Record<string, string[]> | undefined

  constructor(
    statusCode: number,
    messages: string[],
    fieldErrors?: Record<string, string[]>,
  ) {
    super(messages.join('; '))
    this.statusCode = statusCode
    this.messages = messages
    this.fieldErrors = fieldErrors
  }
}

/** 400: the request is malformed or fails a rule. */
export class InputError extends HttpError {
  constructor(messages: string[], fieldErrors?: Record<string, string[]>) {
    super(400, messages, fieldErrors)
  }
}

/** 403: CSRF failures and invalid links. */
export class ForbiddenError extends HttpError {
  constructor(message = 'Access is forbidden') {
    super(403, [message])
  }
}

/** 404: no such record or route. */
export class NotFoundError extends HttpError {
  constructor(message = 'Not found') {
    super(404, [message])
  }
}

/** 429: the client went over its rate limit. */
export class TooManyRequestsError extends HttpError {
  constructor() {
    super(429, ['API rate limit exceeded'])
  }
}

/** 409: the request conflicts with the record's state (a move its status does not allow). */
export class ConflictError extends HttpError {
  constructor(message: string) {
    super(409, [message])
  }
}
