import { weekLabel, weekLongLabel } from './overview-format.ts'

/** Props of WeekChart. */
export interface WeekChartProps {
  weeks: readonly { weekStart: string; count: number }[]
}

const WIDTH = 480
const HEIGHT = 160
const LABELS = 20
const TOP = 16

/**
 * Requests per week as bars (an SVG, no chart library), with the same numbers in a table below:
 * the picture is summarized for screen readers by its label, the table is the text alternative
 * anyone can read and navigate (Section 508). Colour carries nothing the numbers do not say.
 */
export function WeekChart({ weeks }: WeekChartProps) {
  const most = Math.max(1, ...weeks.map((week) => week.count))
  const total = weeks.reduce((sum, week) => sum + week.count, 0)
  const slot = WIDTH / Math.max(1, weeks.length)
  const barWidth = slot * 0.7
  const plot = HEIGHT - LABELS - TOP
  const first = weeks[0]
  const last = weeks.at(-1)
  const summary =
    first && last
      ? `Bar chart: ${total} requests submitted in the ${weeks.length} weeks from ${weekLongLabel(first.weekStart)} to the week of ${weekLongLabel(last.weekStart)}, at most ${Math.max(0, ...weeks.map((week) => week.count))} in a week. The table below has each week’s number.`
      : 'Bar chart: no weeks to show.'
  return (
    <figure className="overview-chart">
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-label={summary}
        className="overview-chart__svg"
      >
        <line
          x1={0}
          x2={WIDTH}
          y1={HEIGHT - LABELS}
          y2={HEIGHT - LABELS}
          className="overview-chart__axis"
        />
        {weeks.map((week, index) => {
          const height = (week.count / most) * plot
          const x = index * slot + (slot - barWidth) / 2
          const y = HEIGHT - LABELS - height
          return (
            <g key={week.weekStart}>
              <rect
                x={x}
                y={y}
                width={barWidth}
                height={height}
                className="overview-chart__bar"
              />
              <text
                x={x + barWidth / 2}
                y={y - 4}
                textAnchor="middle"
                className="overview-chart__count"
              >
                {week.count}
              </text>
              {index % 2 === weeks.length % 2 ? null : (
                <text
                  x={x + barWidth / 2}
                  y={HEIGHT - 6}
                  textAnchor="middle"
                  className="overview-chart__week"
                >
                  {weekLabel(week.weekStart)}
                </text>
              )}
            </g>
          )
        })}
      </svg>
      <figcaption>
        Production requests submitted per week, the last {weeks.length} weeks
        (weeks start on Monday, UTC; the last is the current week).
      </figcaption>
      <table className="usa-table usa-table--compact overview-weeks">
        <caption>Production requests submitted per week</caption>
        <thead>
          <tr>
            <th scope="col">Week of</th>
            <th scope="col">Requests</th>
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week.weekStart}>
              <th scope="row">{weekLongLabel(week.weekStart)}</th>
              <td>{week.count}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  )
}
