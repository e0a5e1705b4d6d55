import {describe, it, expect} from 'vitest';
import {DEFAULT_INPUT, HOURS_PER_UNIT, RATES, estimate, formatCny, formatRate, parseQuantity, type CalculatorInput} from './calculator';

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
  it('bills a year as 365 × 24 hours, not 12 × 30 × 24', () => {
    expect(HOURS_PER_UNIT.year).toBe(8760);
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
    expect(result.hours).toBe(8760);
    expect(result.lines.memory).toBeCloseTo(2 * RATES.memory * 8760, 10);
    expect(result.lines.cpu).toBeCloseTo(1 * RATES.cpu * 8760, 10);
    expect(result.lines.storage).toBeCloseTo(10 * RATES.storage * 8760, 10);
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
