import React from 'react';
import {beforeEach, describe, it, expect, vi} from 'vitest';
import {fireEvent, render, screen} from '@testing-library/react';
import PriceCalculator from './PriceCalculator';

/** Lets a test make the router's location lag behind the address, as Docusaurus does while it preloads. */
const router = vi.hoisted(() => ({laggingSearch: null as string | null}));
vi.mock('@docusaurus/router', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@docusaurus/router')>();
  return {
    ...actual,
    useLocation: () => {
      const location = actual.useLocation();
      return router.laggingSearch === null ? location : {...location, search: router.laggingSearch};
    },
  };
});

const total = (container: HTMLElement) => container.querySelector('output')?.textContent;
const value = (label: RegExp | string) => (screen.getByLabelText(label) as HTMLInputElement | HTMLSelectElement).value;

/** The inline messages that describe a field (its hint and, when invalid, its error). */
const messagesOf = (field: HTMLElement) =>
  (field.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');

beforeEach(() => {
  router.laggingSearch = null;
  window.history.replaceState(null, '', '/calculator');
});

describe('PriceCalculator', () => {
  it('starts from 1 GB of memory and 0.2 core for one hour', () => {
    const {container} = render(<PriceCalculator />);
    expect((screen.getByLabelText(/Memory/) as HTMLInputElement).value).toBe('1');
    expect((screen.getByLabelText(/CPU/) as HTMLInputElement).value).toBe('0.2');
    expect(total(container)).toBe('CN¥0.03');
  });

  it('updates the total as the reader types, and bills a year as 8640 hours', () => {
    const {container} = render(<PriceCalculator />);
    fireEvent.change(screen.getByLabelText(/CPU/), {target: {value: '0'}});
    fireEvent.change(screen.getByLabelText('Unit of duration'), {target: {value: 'year'}});
    // 1 GB × 0.020329 × 8640 h
    expect(total(container)).toBe('CN¥175.64');
  });

  it('charges traffic once, not per hour', () => {
    const {container} = render(<PriceCalculator />);
    fireEvent.change(screen.getByLabelText(/Memory/), {target: {value: '0'}});
    fireEvent.change(screen.getByLabelText(/CPU/), {target: {value: '0'}});
    fireEvent.change(screen.getByLabelText(/Traffic/), {target: {value: '10000'}});
    fireEvent.change(screen.getByLabelText('Unit of duration'), {target: {value: 'month'}});
    expect(total(container)).toBe('CN¥7.82');
  });

  it('counts an invalid value as 0 and says so next to the field', () => {
    const {container} = render(<PriceCalculator />);
    const memory = screen.getByLabelText(/Memory/);
    fireEvent.change(memory, {target: {value: 'two'}});
    expect(memory.getAttribute('aria-invalid')).toBe('true');
    expect(messagesOf(memory)).toContain('Enter a number of 0 or more');
    // Only the CPU line remains: 0.2 × 0.038658
    expect(total(container)).toBe('CN¥0.01');
    const statuses = screen.getAllByRole('status').map((element) => element.textContent ?? '');
    expect(statuses.some((text) => text.includes('count as 0'))).toBe(true);
  });
});

describe('PriceCalculator and the URL', () => {
  it('opens a shared estimate from the query', () => {
    window.history.replaceState(null, '', '/calculator?memory=2&cpu=0.5&storage=10&traffic=100&duration=3&unit=month');
    const {container} = render(<PriceCalculator />);
    expect([value(/Memory/), value(/CPU/), value(/Storage/), value(/Traffic/), value(/Duration/), value('Unit of duration')]).toEqual([
      '2', '0.5', '10', '100', '3', 'month',
    ]);
    // 3 months = 2160 h: 2 × 0.020329 × 2160 + 0.5 × 0.038658 × 2160 + 10 × 0.000209 × 2160 + 100 × 0.000782
    expect(total(container)).toBe('CN¥134.16');
  });

  it('writes every change to the query, leaving defaults out, without adding history entries', () => {
    window.history.replaceState(null, '', '/calculator?utm_source=mail#calculator');
    const entries = window.history.length;
    render(<PriceCalculator />);
    fireEvent.change(screen.getByLabelText(/Memory/), {target: {value: '4'}});
    fireEvent.change(screen.getByLabelText('Unit of duration'), {target: {value: 'day'}});
    expect(window.location.search).toBe('?memory=4&unit=day&utm_source=mail');
    expect(window.location.pathname).toBe('/calculator');
    expect(window.location.hash).toBe('#calculator');
    fireEvent.change(screen.getByLabelText(/Memory/), {target: {value: '1'}});
    fireEvent.change(screen.getByLabelText('Unit of duration'), {target: {value: 'hour'}});
    expect(window.location.search).toBe('?utm_source=mail');
    expect(window.history.length).toBe(entries);
  });

  it('shows the same inline message for an invalid value in the query as for a typed one', () => {
    window.history.replaceState(null, '', '/calculator?cpu=lots&unit=fortnight');
    const {container} = render(<PriceCalculator />);
    const cpu = screen.getByLabelText(/CPU/);
    expect(value(/CPU/)).toBe('lots');
    expect(cpu.getAttribute('aria-invalid')).toBe('true');
    expect(messagesOf(cpu)).toContain('Enter a number of 0 or more');
    // An unknown unit falls back to hours; only the memory line remains: 1 × 0.020329
    expect(value('Unit of duration')).toBe('hour');
    expect(total(container)).toBe('CN¥0.02');
  });

  it('does not undo fresh keystrokes when the router still shows an older query', () => {
    render(<PriceCalculator />);
    router.laggingSearch = '?memory=2';
    fireEvent.change(screen.getByLabelText(/Memory/), {target: {value: '25'}});
    expect(window.location.search).toBe('?memory=25');
    expect(value(/Memory/)).toBe('25');
  });
});
