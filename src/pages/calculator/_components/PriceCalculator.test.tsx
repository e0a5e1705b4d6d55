import React from 'react';
import {describe, it, expect} from 'vitest';
import {fireEvent, render, screen} from '@testing-library/react';
import PriceCalculator from './PriceCalculator';

const total = (container: HTMLElement) => container.querySelector('output')?.textContent;

describe('PriceCalculator', () => {
  it('starts from 1 GB of memory and 0.2 core for one hour', () => {
    const {container} = render(<PriceCalculator />);
    expect((screen.getByLabelText(/Memory/) as HTMLInputElement).value).toBe('1');
    expect((screen.getByLabelText(/CPU/) as HTMLInputElement).value).toBe('0.2');
    expect(total(container)).toBe('CN¥0.03');
  });

  it('updates the total as the reader types, and bills a year as 8760 hours', () => {
    const {container} = render(<PriceCalculator />);
    fireEvent.change(screen.getByLabelText(/CPU/), {target: {value: '0'}});
    fireEvent.change(screen.getByLabelText('Unit of duration'), {target: {value: 'year'}});
    // 1 GB × 0.020329 × 8760 h
    expect(total(container)).toBe('CN¥178.08');
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
    const describedBy = memory.getAttribute('aria-describedby') ?? '';
    const messages = describedBy.split(' ').map((id) => document.getElementById(id)?.textContent ?? '');
    expect(messages.join(' ')).toContain('Enter a number of 0 or more');
    // Only the CPU line remains: 0.2 × 0.038658
    expect(total(container)).toBe('CN¥0.01');
    const statuses = screen.getAllByRole('status').map((element) => element.textContent ?? '');
    expect(statuses.some((text) => text.includes('count as 0'))).toBe(true);
  });
});
