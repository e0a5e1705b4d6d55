import React from 'react';
import {describe, it, expect} from 'vitest';
import {render, screen} from '@testing-library/react';
import {ApiEndpoint, ApiSchema, type SchemaField} from './index';

const FIELDS: SchemaField[] = [
  {name: 'total', type: 'integer', description: 'Number of teams, over all pages.'},
  {
    name: 'tenants',
    type: 'object[]',
    description: 'The teams; `tenant_id` is the team ID.',
    fields: [
      {name: 'tenant_id', type: 'string', required: true},
      {name: 'status', type: 'string', enum: ['running', 'closed'], default: 'running'},
    ],
  },
];

describe('ApiEndpoint', () => {
  it('shows the method and the path, setting the path parameters apart', () => {
    const {container} = render(<ApiEndpoint method="GET" path="/openapi/v1/teams/{team_id}" />);
    expect(screen.getByText('GET')).toBeTruthy();
    expect(container.querySelector('code')?.textContent).toBe('/openapi/v1/teams/{team_id}');
    expect(screen.getByText('{team_id}').tagName).toBe('SPAN');
  });
});

describe('ApiSchema', () => {
  it('lists the fields with their types and renders `code` in descriptions', () => {
    const {container} = render(<ApiSchema fields={FIELDS} />);
    expect(screen.getByText('total')).toBeTruthy();
    expect(screen.getByText('object[]')).toBeTruthy();
    const inline = Array.from(container.querySelectorAll('p code'), (node) => node.textContent);
    expect(inline).toContain('tenant_id');
  });

  it('collapses nested fields in a details element with a summary naming the field and count', () => {
    const {container} = render(<ApiSchema fields={FIELDS} />);
    const details = container.querySelector('details');
    expect(details).not.toBeNull();
    expect(details?.open).toBe(false);
    expect(details?.querySelector('summary')?.textContent).toBe('Fields of tenants (2)');
    expect(details?.textContent).toContain('required');
    expect(details?.textContent).toContain('Allowed values: running, closed');
    expect(details?.textContent).toContain('Default: running');
  });

  it('says when the body is an array, and when its fields are not described', () => {
    render(<ApiSchema array fields={FIELDS} />);
    expect(screen.getByText('A JSON array; each item has these fields:')).toBeTruthy();
    render(<ApiSchema fields={[]} />);
    expect(screen.getByText('Any JSON value; its fields are not described.')).toBeTruthy();
  });
});
