// How the desk shows dates: the console's way.
export {
  consoleDateTime as dateTime,
  consoleLongDate as longDate,
} from '#web/console/console-dates.ts'
