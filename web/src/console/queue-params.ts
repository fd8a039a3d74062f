// A queue's filters live in the page's address (a filtered view can be shared, and Back works):
// these pure functions read them and turn them into the API's query.

/** The address functions of a queue with these parameters (in the order its form shows them). */
export function queueParams(names: readonly string[]) {
  /**
   * The API's query string for an address's parameters: known ones, trimmed, empty ones left
   * out. `forced` parameters win (a queue may always show one slice).
   */
  const queryString = (
    params: URLSearchParams,
    forced: Record<string, string> = {},
  ): string => {
    const query = new URLSearchParams()
    for (const name of names) {
      const value = forced[name] ?? params.get(name)?.trim()
      if (value) query.set(name, value)
    }
    return query.toString()
  }
  return {
    queryString,
    /** The address of another page of the same view. */
    pageLink: (params: URLSearchParams, page: number): string => {
      const next = new URLSearchParams(queryString(params))
      if (page > 1) next.set('page', String(page))
      else next.delete('page')
      return `?${next.toString()}`
    },
    /** The filters of a submitted filters form, as the address keeps them (a new view: page 1). */
    paramsOfForm: (data: FormData): URLSearchParams => {
      const next = new URLSearchParams()
      for (const name of names) {
        if (name === 'page') continue
        const value = String(data.get(name) ?? '').trim()
        if (value) next.set(name, value)
      }
      return next
    },
  }
}
