import { useId } from 'react'
import type { ReviewRequest } from '@portal/schema/production-review'
import {
  answerNames,
  isAnswerGroup,
  PRODUCTION_ANSWER_SECTIONS,
  type AnswerField,
  type AnswerGroup,
  type AnswerItem,
} from '@portal/schema/production-request-answers'

// Every answer of the form as the applicant sent it (R-REVIEW-REQUEST-PAGE), under the form's
// steps and fieldsets, in its order (R-REVIEW-ANSWER-ORDER): the stored request comes back with
// its keys in the database's order, so the order is the schema's, never the row's. A field the
// sections do not place still shows, last, under its wire name.

type Values = Record<string, unknown>

const LOGO_LABELS = { logoIcon: 'Logo (icon)', logoLarge: 'Logo (large)' }

const isPresent = (value: unknown) => value !== undefined && value !== null

function Value({ name, value }: { name: string; value: unknown }) {
  if (typeof value === 'boolean') return <>{value ? 'Yes' : 'No'}</>
  if (Array.isArray(value))
    return (
      <ul className="usa-list usa-list--unstyled">
        {value.map((item, index) => (
          <li key={index} className="review-answer">
            {String(item)}
          </li>
        ))}
      </ul>
    )
  if (value !== null && typeof value === 'object')
    return (
      <pre className="console-json">
        {JSON.stringify(value, null, name === 'oAuthPublicKey' ? 2 : 0)}
      </pre>
    )
  return <span className="review-answer">{String(value)}</span>
}

// What a request carries of these items: absent answers and empty fieldsets are left out.
function presentItems(
  items: readonly AnswerItem[],
  values: Values,
): AnswerItem[] {
  return items.filter((item) =>
    isAnswerGroup(item)
      ? item.of
        ? isPresent(values[item.of])
        : presentItems(item.items, values).length > 0
      : isPresent(values[item.name]),
  )
}

function FieldList({
  fields,
  values,
}: {
  fields: AnswerField[]
  values: Values
}) {
  return (
    <dl className="review-answers">
      {fields.map(({ name, label }) => (
        <div key={name} className="margin-bottom-1">
          <dt className="text-bold">{label}</dt>
          <dd className="margin-left-0">
            <Value name={name} value={values[name]} />
          </dd>
        </div>
      ))}
    </dl>
  )
}

// A fieldset: its legend as a heading that names the section.
function AnswerGroupSection({
  group,
  values,
  level,
}: {
  group: AnswerGroup
  values: Values
  level: 4 | 5
}) {
  const headingId = useId()
  const Heading = level === 4 ? 'h4' : 'h5'
  return (
    <section className="review-answer-group" aria-labelledby={headingId}>
      <Heading id={headingId}>{group.legend}</Heading>
      <Answers
        items={group.items}
        values={group.of ? ((values[group.of] ?? {}) as Values) : values}
        level={5}
      />
    </section>
  )
}

// Runs of answers become one list; a fieldset gets its legend as a heading one level down.
function Answers({
  items,
  values,
  level,
}: {
  items: readonly AnswerItem[]
  values: Values
  level: 4 | 5
}) {
  const runs: (AnswerField[] | AnswerGroup)[] = []
  for (const item of presentItems(items, values)) {
    const last = runs.at(-1)
    if (isAnswerGroup(item)) runs.push(item)
    else if (Array.isArray(last)) last.push(item)
    else runs.push([item])
  }
  return runs.map((run) =>
    Array.isArray(run) ? (
      <FieldList key={run[0]?.name} fields={run} values={values} />
    ) : (
      <AnswerGroupSection
        key={run.legend}
        group={run}
        values={values}
        level={level}
      />
    ),
  )
}

/** What the applicant sent: the APIs with their auth types, the logos, then every answer. */
export function RequestAnswers({ review }: { review: ReviewRequest }) {
  const { request } = review
  const logos = (['logoIcon', 'logoLarge'] as const).filter(
    (name) => typeof request[name] === 'string' && request[name],
  )
  const placed = new Set(
    PRODUCTION_ANSWER_SECTIONS.flatMap((section) => answerNames(section.items)),
  )
  const others = Object.keys(request)
    .filter((name) => !placed.has(name) && isPresent(request[name]))
    .map((name) => ({ name, label: name }))
  return (
    <section aria-labelledby="answers-heading">
      <h2 id="answers-heading">What the applicant sent</h2>
      <h3>APIs</h3>
      <ul className="usa-list">
        {review.apis.map((api) => (
          <li key={api.entry}>
            {api.name}: <strong>{api.authType}</strong> ({api.entry})
          </li>
        ))}
      </ul>
      {logos.length > 0 ? (
        <>
          <h3>Logo</h3>
          {logos.map((name) => (
            <img
              key={name}
              className="review-logo margin-right-2"
              src={String(request[name])}
              alt={`${LOGO_LABELS[name]} of ${String(request.appName ?? 'the application')}`}
            />
          ))}
        </>
      ) : null}
      {PRODUCTION_ANSWER_SECTIONS.filter(
        (section) => presentItems(section.items, request).length > 0,
      ).map((section) => (
        <section key={section.title} aria-label={`Answers: ${section.title}`}>
          <h3>{section.title}</h3>
          <Answers items={section.items} values={request} level={4} />
        </section>
      ))}
      {others.length > 0 ? (
        <section aria-label="Answers: other">
          <h3>Other answers</h3>
          <FieldList fields={others} values={request} />
        </section>
      ) : null}
    </section>
  )
}
