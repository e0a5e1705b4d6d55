import {describe, it, expect} from 'vitest';
import {
  DEFAULT_INPUT,
  HOURS_PER_UNIT,
  RATES,
  estimate,
  formatCny,
  formatRate,
  inputFromQuery,
  parseQuantity,
  queryFromInput,
  sameInput,
  type CalculatorInput,
} from './calculator';

const input = (overrides: Partial<CalculatorInput>): CalculatorInput => ({
  memory: '0',
  cpu: '0',
  storage: '0',
  traffic: '0',
  duration: '1',
  unit: 'hour',
  ...overrides,
});

describe('hours per unit of duration', () => {
  it('bills a year as 12 months of 30 days: 8640 hours', () => {
    expect(HOURS_PER_UNIT.year).toBe(8640);
    expect(HOURS_PER_UNIT.year).toBe(12 * HOURS_PER_UNIT.month);
  });

  it('bills a month as 720 hours, a day as 24 and an hour as 1', () => {
    expect(HOURS_PER_UNIT.month).toBe(720);
    expect(HOURS_PER_UNIT.day).toBe(24);
    expect(HOURS_PER_UNIT.hour).toBe(1);
  });
});

describe('reading a typed quantity', () => {
  it.each([
    ['1', 1],
    ['0.2', 0.2],
    [' 16 ', 16],
    ['.5', 0.5],
    ['3.', 3],
    ['', 0],
  ])('reads %j as %d', (raw, value) => {
    expect(parseQuantity(raw)).toEqual({value, valid: true});
  });

  it.each(['abc', '-1', '1,5', '1e3', 'Infinity', 'NaN', '2 GB', '1.2.3'])('rejects %j and counts it as 0', (raw) => {
    expect(parseQuantity(raw)).toEqual({value: 0, valid: false});
  });
});

describe('estimating the price', () => {
  it('prices the defaults (1 GB memory, 0.2 core, one hour) at about ¥0.03', () => {
    const result = estimate(DEFAULT_INPUT);
    expect(result.hours).toBe(1);
    expect(result.total).toBeCloseTo(1 * 0.020329 + 0.2 * 0.038658, 10);
    expect(formatCny(result.total, 'en-US')).toBe('CN¥0.03');
    expect(result.invalid).toEqual([]);
  });

  it('multiplies memory, CPU and storage by the hours of the chosen unit', () => {
    const result = estimate(input({memory: '2', cpu: '1', storage: '10', duration: '1', unit: 'year'}));
    expect(result.hours).toBe(8640);
    expect(result.lines.memory).toBeCloseTo(2 * RATES.memory * 8640, 10);
    expect(result.lines.cpu).toBeCloseTo(1 * RATES.cpu * 8640, 10);
    expect(result.lines.storage).toBeCloseTo(10 * RATES.storage * 8640, 10);
  });

  it('charges traffic per MB once, whatever the duration', () => {
    const hour = estimate(input({traffic: '1000', duration: '1', unit: 'hour'}));
    const year = estimate(input({traffic: '1000', duration: '3', unit: 'year'}));
    expect(hour.lines.traffic).toBeCloseTo(0.782, 10);
    expect(year.lines.traffic).toBeCloseTo(0.782, 10);
    expect(year.total).toBeCloseTo(0.782, 10);
  });

  it('sums the four lines into the total', () => {
    const result = estimate(input({memory: '4', cpu: '2', storage: '50', traffic: '200', duration: '2', unit: 'month'}));
    const {memory, cpu, storage, traffic} = result.lines;
    expect(result.hours).toBe(1440);
    expect(result.total).toBeCloseTo(memory + cpu + storage + traffic, 10);
    expect(result.total).toBeCloseTo(4 * 0.020329 * 1440 + 2 * 0.038658 * 1440 + 50 * 0.000209 * 1440 + 200 * 0.000782, 10);
  });

  it('counts invalid fields as 0 and names them', () => {
    const result = estimate(input({memory: 'lots', cpu: '1', duration: '-3'}));
    expect(result.invalid).toEqual(['memory', 'duration']);
    expect(result.hours).toBe(0);
    expect(result.total).toBe(0);
  });

  it('is 0 when every field is blank', () => {
    const result = estimate({memory: '', cpu: '', storage: '', traffic: '', duration: '', unit: 'day'});
    expect(result.total).toBe(0);
    expect(result.invalid).toEqual([]);
  });
});

describe('sharing an estimate in the URL query', () => {
  const shared: CalculatorInput = {memory: '2', cpu: '0.5', storage: '10', traffic: '100', duration: '3', unit: 'month'};

  it('writes every value that differs from the defaults, in a fixed order', () => {
    expect(queryFromInput(shared)).toBe('?memory=2&cpu=0.5&storage=10&traffic=100&duration=3&unit=month');
  });

  it('reads back what it wrote', () => {
    expect(inputFromQuery(queryFromInput(shared))).toEqual(shared);
    const odd: CalculatorInput = {...DEFAULT_INPUT, memory: '', cpu: ' 1.5 ', traffic: 'a&b=c', unit: 'year'};
    expect(inputFromQuery(queryFromInput(odd))).toEqual(odd);
  });

  it('leaves the defaults out, so the plain page keeps a plain address', () => {
    expect(queryFromInput(DEFAULT_INPUT)).toBe('');
    expect(queryFromInput({...DEFAULT_INPUT, storage: '20'})).toBe('?storage=20');
    expect(inputFromQuery('')).toEqual(DEFAULT_INPUT);
    expect(inputFromQuery('?storage=20')).toEqual({...DEFAULT_INPUT, storage: '20'});
  });

  it('keeps a cleared field, which differs from its default', () => {
    expect(queryFromInput({...DEFAULT_INPUT, memory: ''})).toBe('?memory=');
    expect(inputFromQuery('?memory=').memory).toBe('');
  });

  it('keeps parameters that are not its own', () => {
    expect(queryFromInput({...DEFAULT_INPUT, cpu: '2'}, '?utm_source=mail&cpu=9')).toBe('?cpu=2&utm_source=mail');
    expect(queryFromInput(DEFAULT_INPUT, '?utm_source=mail&memory=4')).toBe('?utm_source=mail');
  });

  it.each(['week', 'YEAR', '', 'hours'])('falls back to hours for the unknown unit %j', (unit) => {
    expect(inputFromQuery(`?duration=2&unit=${unit}`)).toEqual({...DEFAULT_INPUT, duration: '2', unit: 'hour'});
  });

  it('keeps invalid numbers as written, so the estimate flags them', () => {
    const input = inputFromQuery('?memory=lots&cpu=-1&duration=1e3');
    expect(input).toMatchObject({memory: 'lots', cpu: '-1', duration: '1e3'});
    expect(estimate(input).invalid).toEqual(['memory', 'cpu', 'duration']);
  });

  it('compares inputs field by field', () => {
    expect(sameInput(inputFromQuery(''), DEFAULT_INPUT)).toBe(true);
    expect(sameInput(shared, {...shared, unit: 'year'})).toBe(false);
  });
});

describe('formatting amounts for the current locale', () => {
  it('writes totals with exactly two decimals', () => {
    expect(formatCny(1234.5, 'en-US')).toBe('CN¥1,234.50');
    expect(formatCny(1234.5, 'zh-CN')).toBe('¥1,234.50');
    expect(formatCny(0, 'zh-CN')).toBe('¥0.00');
  });

  it('writes rates with their six published decimals', () => {
    expect(formatRate(RATES.memory, 'zh-CN')).toBe('¥0.020329');
    expect(formatRate(RATES.traffic, 'en-US')).toBe('CN¥0.000782');
  });
});
