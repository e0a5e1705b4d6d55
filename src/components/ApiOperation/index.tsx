import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Translate from '@docusaurus/Translate';
import styles from './styles.module.css';

/**
 * Building blocks of the API reference pages, which scripts/generate-api-docs.mjs writes from
 * openapi/<version>/rainbond-openapi.yaml. They only present data: the site never calls the API.
 */

type Scalar = string | number | boolean | null;

/** One field of a request or response body, as the generator resolves it from the schema. */
export interface SchemaField {
  readonly name: string;
  /** Short type label such as `string`, `integer | null` or `object[]`. */
  readonly type: string;
  readonly required?: boolean;
  /** Plain text; `backticks` mark code. */
  readonly description?: string;
  readonly enum?: readonly Scalar[];
  readonly default?: unknown;
  /** Fields of a nested object, or of the objects in an array. */
  readonly fields?: readonly SchemaField[];
}

const METHOD_CLASS: Record<string, string | undefined> = {
  GET: styles.get,
  POST: styles.post,
  PUT: styles.put,
  PATCH: styles.patch,
  DELETE: styles.delete,
};

/** The method badge and the path of an operation, with the path parameters set apart. */
export function ApiEndpoint({method, path}: {readonly method: string; readonly path: string}): ReactNode {
  return (
    <p className={styles.endpoint}>
      <span className={clsx(styles.method, METHOD_CLASS[method])}>{method}</span>
      <code className={styles.path}>
        {path.split(/(\{[^}]+\})/).map((part, index) =>
          index % 2 === 1 ? (
            <span key={index} className={styles.param}>
              {part}
            </span>
          ) : (
            part
          ),
        )}
      </code>
    </p>
  );
}

/** Text in which `backticks` mark inline code. */
function InlineText({text}: {readonly text: string}): ReactNode {
  return text.split(/(`[^`]*`)/).map((part, index) =>
    index % 2 === 1 ? <code key={index}>{part.slice(1, -1)}</code> : <React.Fragment key={index}>{part}</React.Fragment>,
  );
}

/**
 * One element, not an array: Translate interpolates a React element into its message but turns
 * anything else, an array of elements included, into a string ("[object Object]").
 */
function valueList(values: readonly unknown[]): ReactNode {
  return (
    <>
      {values.map((value, index) => (
        <React.Fragment key={index}>
          {index > 0 && ', '}
          <code>{typeof value === 'string' ? value : JSON.stringify(value)}</code>
        </React.Fragment>
      ))}
    </>
  );
}

function FieldHead({field}: {readonly field: SchemaField}): ReactNode {
  return (
    <>
      <code className={styles.name}>{field.name}</code>
      <span className={styles.type}>{field.type}</span>
      {field.required && (
        <span className={styles.required}>
          <Translate id="api.schema.required" description="Badge of a body field that must be sent">
            required
          </Translate>
        </span>
      )}
    </>
  );
}

function Field({field}: {readonly field: SchemaField}): ReactNode {
  const children = field.fields ?? [];
  return (
    <li className={styles.field}>
      <div className={styles.head}>
        <FieldHead field={field} />
      </div>
      {field.description && (
        <p className={styles.description}>
          <InlineText text={field.description} />
        </p>
      )}
      {field.enum && (
        <p className={styles.meta}>
          <Translate
            id="api.schema.enum"
            description="Values a body field accepts; {values} is a list of code values"
            values={{values: valueList(field.enum)}}>
            {'Allowed values: {values}'}
          </Translate>
        </p>
      )}
      {field.default !== undefined && (
        <p className={styles.meta}>
          <Translate
            id="api.schema.default"
            description="Default of a body field; {value} is a code value"
            values={{value: valueList([field.default])}}>
            {'Default: {value}'}
          </Translate>
        </p>
      )}
      {children.length > 0 && (
        <details className={styles.details}>
          <summary className={styles.summary}>
            <Translate
              id="api.schema.showFields"
              description="Summary of a collapsed list of nested fields; {name} is the field name, {count} the number of nested fields"
              values={{name: <code>{field.name}</code>, count: children.length}}>
              {'Fields of {name} ({count})'}
            </Translate>
          </summary>
          <FieldList fields={children} />
        </details>
      )}
    </li>
  );
}

function FieldList({fields}: {readonly fields: readonly SchemaField[]}): ReactNode {
  return (
    <ul className={styles.fields}>
      {fields.map((field) => (
        <Field key={field.name} field={field} />
      ))}
    </ul>
  );
}

/**
 * A request or response body: its fields with type, whether they are required and their
 * description; nested objects are collapsed in <details>.
 */
export function ApiSchema({
  fields,
  array = false,
}: {
  readonly fields: readonly SchemaField[];
  /** The body is a JSON array of objects with these fields. */
  readonly array?: boolean;
}): ReactNode {
  return (
    <div className={styles.schema}>
      {array && (
        <p className={styles.note}>
          <Translate id="api.schema.array" description="Shown above the fields of a body that is a JSON array">
            A JSON array; each item has these fields:
          </Translate>
        </p>
      )}
      {fields.length > 0 ? (
        <FieldList fields={fields} />
      ) : (
        <p className={styles.note}>
          <Translate id="api.schema.free" description="Shown for a body whose fields are not described">
            Any JSON value; its fields are not described.
          </Translate>
        </p>
      )}
    </div>
  );
}
