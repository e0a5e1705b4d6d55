import React, {useEffect, useId, useMemo, useState, type ReactNode} from 'react';
import Translate, {translate} from '@docusaurus/Translate';
import {useHistory, useLocation} from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {
  DEFAULT_INPUT,
  DURATION_UNITS,
  RATES,
  RESOURCES,
  estimate,
  formatCny,
  formatRate,
  inputFromQuery,
  queryFromInput,
  sameInput,
  type CalculatorField,
  type CalculatorInput,
  type DurationUnit,
} from '@site/src/lib/calculator';
import {durationUnitLabels, resourceText} from '@site/src/data/pricing';
import VisuallyHidden from '@site/src/components/VisuallyHidden';
import styles from './PriceCalculator.module.css';

/** The locale's BCP 47 tag (en-US, zh-CN) for number formatting. */
function useNumberLocale(): string {
  const {i18n} = useDocusaurusContext();
  return i18n.localeConfigs?.[i18n.currentLocale]?.htmlLang ?? i18n.currentLocale;
}

function invalidMessage(): string {
  return translate({
    id: 'calculator.input.invalid',
    message: 'Enter a number of 0 or more, such as 1 or 0.5. Until then this field counts as 0.',
  });
}

interface FieldProps {
  readonly field: CalculatorField;
  readonly label: string;
  readonly unit: string;
  readonly hint?: string;
  readonly value: string;
  readonly invalid: boolean;
  readonly onChange: (value: string) => void;
  readonly children?: ReactNode;
}

function QuantityField({field, label, unit, hint, value, invalid, onChange, children}: FieldProps): ReactNode {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, invalid ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
        <span className={styles.unit}>
          {translate({id: 'calculator.input.unitSuffix', message: ' ({unit})'}, {unit})}
        </span>
      </label>
      <div className={styles.control}>
        <input
          id={id}
          name={field}
          className={styles.input}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          value={value}
          aria-invalid={invalid}
          aria-describedby={describedBy}
          onChange={(event) => onChange(event.target.value)}
        />
        {children}
      </div>
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      {invalid && (
        <p id={errorId} className={styles.error}>
          {invalidMessage()}
        </p>
      )}
    </div>
  );
}

/**
 * The estimate, kept in the URL query so that the address of the page is a shareable quote.
 *
 * The page is pre-rendered with the defaults, so the query is read after hydration (and
 * again whenever the URL changes under the page); every change replaces the current history
 * entry instead of adding one per keystroke.
 */
function useQueryInput(): [CalculatorInput, (next: CalculatorInput) => void] {
  const location = useLocation();
  const history = useHistory();
  const [input, setInput] = useState<CalculatorInput>(DEFAULT_INPUT);

  useEffect(() => {
    // Docusaurus hands a new location to the page only after preloading its route, so while
    // the reader types, the location seen here can lag behind the address already written.
    // Reading that older query would undo the newest keystrokes: wait until it catches up.
    if (location.search !== window.location.search) {
      return;
    }
    const fromUrl = inputFromQuery(location.search);
    setInput((previous) => (sameInput(previous, fromUrl) ? previous : fromUrl));
  }, [location.search]);

  const change = (next: CalculatorInput) => {
    setInput(next);
    history.replace({pathname: location.pathname, search: queryFromInput(next, location.search), hash: location.hash});
  };
  return [input, change];
}

/**
 * The price calculator: inputs on the left, the breakdown and total on the right. Nothing
 * is submitted anywhere; the estimate updates as the reader types.
 */
export default function PriceCalculator(): ReactNode {
  const locale = useNumberLocale();
  const [input, setInput] = useQueryInput();
  const result = useMemo(() => estimate(input), [input]);
  const unitSelectId = useId();
  const invalid = new Set(result.invalid);

  const update = (field: keyof CalculatorInput) => (value: string) => setInput({...input, [field]: value});

  return (
    <section className={styles.section} aria-labelledby="calculator-inputs">
      <div className="container">
        <div className={styles.layout}>
          <fieldset className={styles.inputs}>
            <legend id="calculator-inputs" className={styles.legend}>
              <Translate id="calculator.input.title">Your resources</Translate>
            </legend>
            {RESOURCES.map((resource) => (
              <QuantityField
                key={resource}
                field={resource}
                label={resourceText[resource].label()}
                unit={resourceText[resource].unit()}
                hint={`${formatRate(RATES[resource], locale)} ${resourceText[resource].rateUnit()}`}
                value={input[resource]}
                invalid={invalid.has(resource)}
                onChange={update(resource)}
              />
            ))}
            <QuantityField
              field="duration"
              label={translate({id: 'calculator.input.duration', message: 'Duration'})}
              unit={durationUnitLabels[input.unit]()}
              value={input.duration}
              invalid={invalid.has('duration')}
              onChange={update('duration')}>
              <VisuallyHidden as="label" htmlFor={unitSelectId}>
                <Translate id="calculator.input.durationUnit">Unit of duration</Translate>
              </VisuallyHidden>
              <select
                id={unitSelectId}
                className={styles.select}
                value={input.unit}
                onChange={(event) => setInput({...input, unit: event.target.value as DurationUnit})}>
                {DURATION_UNITS.map((unit) => (
                  <option key={unit} value={unit}>
                    {durationUnitLabels[unit]()}
                  </option>
                ))}
              </select>
            </QuantityField>
          </fieldset>

          <div className={styles.result}>
            <h2 className={styles.resultTitle}>
              <Translate id="calculator.result.title">Estimated cost</Translate>
            </h2>
            <table className={styles.breakdown}>
              <VisuallyHidden as="caption">
                <Translate id="calculator.result.caption">Cost of each resource</Translate>
              </VisuallyHidden>
              <thead>
                <tr>
                  <th scope="col">
                    <Translate id="calculator.result.resource">Resource</Translate>
                  </th>
                  <th scope="col" className={styles.amount}>
                    <Translate id="calculator.result.cost">Cost</Translate>
                  </th>
                </tr>
              </thead>
              <tbody>
                {RESOURCES.map((resource) => (
                  <tr key={resource}>
                    <th scope="row">{resourceText[resource].label()}</th>
                    <td className={styles.amount}>{formatCny(result.lines[resource], locale)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            <p className={styles.total}>
              <span>
                <Translate id="calculator.result.total">Total</Translate>
              </span>
              <output className={styles.totalValue} aria-live="polite">
                {formatCny(result.total, locale)}
              </output>
            </p>
            <div role="status">
              {result.invalid.length > 0 && (
                <p className={styles.error}>
                  <Translate id="calculator.result.invalid">
                    Some values are not valid numbers and count as 0: check the highlighted fields.
                  </Translate>
                </p>
              )}
            </div>
            <p className={styles.note}>
              <Translate id="calculator.result.share">
                The address of this page keeps your values: copy it to share this estimate.
              </Translate>
            </p>
            <p className={styles.note}>
              <Translate id="calculator.result.note">
                Memory, CPU and storage are charged for every hour of the duration; traffic is charged once for each MB transferred. A month counts as 30 days and a year as 12 such months (8,640 hours). Prices are in CNY; this is an estimate, and the bill is computed by the minute.
              </Translate>
            </p>
          </div>
        </div>
      </div>
    </section>
  );
}
