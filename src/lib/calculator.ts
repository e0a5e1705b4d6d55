/**
 * Rainbond Cloud price estimate: pure functions, no React, so they can be unit-tested.
 *
 * Rates are the published Rainbond Cloud list prices in CNY. Memory, CPU and storage are
 * billed per unit and hour of use; traffic is billed per MB transferred, once — it does not
 * depend on how long the resources run (the previous calculator multiplied it by the hours,
 * which contradicted its own "per MB" label).
 */

export type Resource = 'memory' | 'cpu' | 'storage' | 'traffic';
export type DurationUnit = 'year' | 'month' | 'day' | 'hour';

export const RESOURCES: readonly Resource[] = ['memory', 'cpu', 'storage', 'traffic'];
export const DURATION_UNITS: readonly DurationUnit[] = ['year', 'month', 'day', 'hour'];

/** CNY per GB·hour (memory, storage), per core·hour (CPU) and per MB (traffic). */
export const RATES: Readonly<Record<Resource, number>> = {
  memory: 0.020329,
  cpu: 0.038658,
  storage: 0.000209,
  traffic: 0.000782,
};

/**
 * Hours in one unit of duration. A day is 24 hours and a month is billed as 30 days (720
 * hours). A year is 12 of those months, 12 × 720 = 8640 hours: one year in this calculator
 * costs exactly what twelve of its months cost.
 */
export const HOURS_PER_UNIT: Readonly<Record<DurationUnit, number>> = {
  year: 12 * 30 * 24,
  month: 30 * 24,
  day: 24,
  hour: 1,
};

export type CalculatorField = Resource | 'duration';

export interface CalculatorInput {
  /** Raw text as typed by the reader. */
  readonly memory: string;
  readonly cpu: string;
  readonly storage: string;
  readonly traffic: string;
  readonly duration: string;
  readonly unit: DurationUnit;
}

export const DEFAULT_INPUT: CalculatorInput = {
  memory: '1',
  cpu: '0.2',
  storage: '0',
  traffic: '0',
  duration: '1',
  unit: 'hour',
};

export interface ParsedQuantity {
  /** The number used in the estimate: 0 when the text is not a valid quantity. */
  readonly value: number;
  readonly valid: boolean;
}

/**
 * Reads a quantity typed by the reader. Blank means 0 and is valid; anything that is not a
 * finite, non-negative decimal number (letters, "1,5", "-2", "Infinity") counts as 0 and is
 * reported as invalid so the page can say so.
 */
export function parseQuantity(raw: string): ParsedQuantity {
  const text = raw.trim();
  if (text === '') {
    return {value: 0, valid: true};
  }
  if (!/^(\d+(\.\d*)?|\.\d+)$/.test(text)) {
    return {value: 0, valid: false};
  }
  const value = Number(text);
  return Number.isFinite(value) ? {value, valid: true} : {value: 0, valid: false};
}

export interface Estimate {
  /** Cost of each resource, CNY, unrounded. */
  readonly lines: Readonly<Record<Resource, number>>;
  /** Hours the resources are billed for. */
  readonly hours: number;
  /** Sum of the lines, CNY, unrounded. */
  readonly total: number;
  /** Fields whose text was not a valid quantity (they counted as 0). */
  readonly invalid: readonly CalculatorField[];
}

export function estimate(input: CalculatorInput): Estimate {
  const invalid: CalculatorField[] = [];
  const read = (field: CalculatorField): number => {
    const parsed = parseQuantity(input[field]);
    if (!parsed.valid) {
      invalid.push(field);
    }
    return parsed.value;
  };

  const quantities = {
    memory: read('memory'),
    cpu: read('cpu'),
    storage: read('storage'),
    traffic: read('traffic'),
  };
  const hours = read('duration') * HOURS_PER_UNIT[input.unit];

  const lines: Record<Resource, number> = {
    memory: quantities.memory * RATES.memory * hours,
    cpu: quantities.cpu * RATES.cpu * hours,
    storage: quantities.storage * RATES.storage * hours,
    // Per MB transferred, once: not multiplied by the duration.
    traffic: quantities.traffic * RATES.traffic,
  };
  const total = lines.memory + lines.cpu + lines.storage + lines.traffic;
  return {lines, hours, total, invalid};
}

/** An amount of CNY with exactly 2 decimals, written the way the given locale writes money. */
export function formatCny(amount: number, locale: string): string {
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: 'CNY',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(amount);
}

/** A rate with the 6 decimals it is published with. */
export function formatRate(rate: number, locale: string): string {
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: 'CNY',
    minimumFractionDigits: 6,
    maximumFractionDigits: 6,
  }).format(rate);
}

/** Names of the query parameters, in the order they are written. */
export const QUERY_FIELDS: readonly (keyof CalculatorInput)[] = ['memory', 'cpu', 'storage', 'traffic', 'duration', 'unit'];

function isDurationUnit(value: string | null): value is DurationUnit {
  return value !== null && (DURATION_UNITS as readonly string[]).includes(value);
}

/**
 * Reads an estimate from a URL query such as `?memory=2&cpu=0.5&duration=3&unit=month`,
 * so a shared link opens the same estimate. A missing parameter takes its default. Numbers
 * are kept as the text they were written with: a value that is not a valid quantity stays
 * in its field and is flagged by `estimate`, exactly like one the reader typed. An unknown
 * unit falls back to hours.
 */
export function inputFromQuery(search: string): CalculatorInput {
  const params = new URLSearchParams(search);
  const text = (field: CalculatorField): string => params.get(field) ?? DEFAULT_INPUT[field];
  const unit = params.get('unit');
  return {
    memory: text('memory'),
    cpu: text('cpu'),
    storage: text('storage'),
    traffic: text('traffic'),
    duration: text('duration'),
    unit: isDurationUnit(unit) ? unit : DEFAULT_INPUT.unit,
  };
}

/**
 * Writes an estimate into a URL query (with its leading `?`, or '' when there is nothing to
 * write). Values equal to the defaults are left out, so the plain page keeps a plain address;
 * parameters that are not the calculator's (e.g. campaign tags) in `search` are kept.
 */
export function queryFromInput(input: CalculatorInput, search = ''): string {
  const params = new URLSearchParams(search);
  for (const field of QUERY_FIELDS) {
    params.delete(field);
  }
  const ours = new URLSearchParams();
  for (const field of QUERY_FIELDS) {
    if (input[field] !== DEFAULT_INPUT[field]) {
      ours.set(field, input[field]);
    }
  }
  const query = [ours.toString(), params.toString()].filter(Boolean).join('&');
  return query ? `?${query}` : '';
}

/** Whether two inputs hold the same text in every field. */
export function sameInput(a: CalculatorInput, b: CalculatorInput): boolean {
  return QUERY_FIELDS.every((field) => a[field] === b[field]);
}
