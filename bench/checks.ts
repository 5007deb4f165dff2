export interface Check {
  name: string;
  value: number;
  budget: string;
  pass: boolean;
}

/** One decimal by default: enough for ms and KB, and the table stays readable. */
export const round = (value: number, digits = 1) => Number(value.toFixed(digits));

export const check = (
  name: string,
  value: number,
  budget: string,
  pass: boolean,
  digits = 1,
): Check => ({ name, value: round(value, digits), budget, pass });

/** A figure the budgets do not bound, printed so it can be watched from run to run. */
export const reported = (name: string, value: number, digits = 1): Check =>
  check(name, value, 'reported', true, digits);
