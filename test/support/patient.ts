/**
 * How long a test waits for something to happen (a delivery, a poll, a click, a seal): npm test runs suites side
 * by side on two cores, where a step that takes one second alone can take thirty. A deadline is not a speed
 * check; the benches measure speed.
 */
export const PATIENT = 120_000;
