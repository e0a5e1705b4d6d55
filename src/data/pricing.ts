import {translate} from '@docusaurus/Translate';
import type {DurationUnit, Resource} from '@site/src/lib/calculator';
import type {LineIconName} from '@site/src/components/LineIcon';

/**
 * Labels of the Rainbond Cloud price calculator. The rates and the arithmetic live in
 * src/lib/calculator.ts; this module only names things for the reader.
 */
export interface ResourceText {
  readonly label: () => string;
  /** Unit of the quantity typed, e.g. "GB". */
  readonly unit: () => string;
  /** Unit the rate is quoted in, e.g. "per GB per hour". */
  readonly rateUnit: () => string;
}

export const resourceText: Readonly<Record<Resource, ResourceText>> = {
  memory: {
    label: () => translate({id: 'calculator.input.memory', message: 'Memory'}),
    unit: () => translate({id: 'calculator.unit.gb', message: 'GB'}),
    rateUnit: () => translate({id: 'calculator.rate.perGbHour', message: 'per GB per hour'}),
  },
  cpu: {
    label: () => translate({id: 'calculator.input.cpu', message: 'CPU'}),
    unit: () => translate({id: 'calculator.unit.cores', message: 'cores'}),
    rateUnit: () => translate({id: 'calculator.rate.perCoreHour', message: 'per core per hour'}),
  },
  storage: {
    label: () => translate({id: 'calculator.input.storage', message: 'Storage'}),
    unit: () => translate({id: 'calculator.unit.gb', message: 'GB'}),
    rateUnit: () => translate({id: 'calculator.rate.perGbHour', message: 'per GB per hour'}),
  },
  traffic: {
    label: () => translate({id: 'calculator.input.traffic', message: 'Traffic'}),
    unit: () => translate({id: 'calculator.unit.mb', message: 'MB'}),
    rateUnit: () => translate({id: 'calculator.rate.perMb', message: 'per MB, charged once'}),
  },
};

export const durationUnitLabels: Readonly<Record<DurationUnit, () => string>> = {
  year: () => translate({id: 'calculator.duration.year', message: 'Years'}),
  month: () => translate({id: 'calculator.duration.month', message: 'Months'}),
  day: () => translate({id: 'calculator.duration.day', message: 'Days'}),
  hour: () => translate({id: 'calculator.duration.hour', message: 'Hours'}),
};

export interface Advantage {
  readonly id: string;
  readonly icon: LineIconName;
  readonly title: () => string;
  readonly text: () => string;
}

/** Why Rainbond Cloud: the four advantages the calculator page lists. */
export const cloudAdvantages: readonly Advantage[] = [
  {
    id: 'ready',
    icon: 'package',
    title: () => translate({id: 'calculator.advantages.ready.title', message: 'Ready to use'}),
    text: () =>
      translate({
        id: 'calculator.advantages.ready.text',
        message: 'Register and deploy straight away: there is no cluster to install and no platform to maintain.',
      }),
  },
  {
    id: 'billing',
    icon: 'coin',
    title: () => translate({id: 'calculator.advantages.billing.title', message: 'Pay for what you use'}),
    text: () =>
      translate({
        id: 'calculator.advantages.billing.text',
        message: 'Billing is by the minute, for the resources your applications actually hold.',
      }),
  },
  {
    id: 'ops',
    icon: 'wrench',
    title: () => translate({id: 'calculator.advantages.ops.title', message: 'Simple operations'}),
    text: () =>
      translate({
        id: 'calculator.advantages.ops.text',
        message: 'The platform is hosted and operated for you, so your team looks after its applications only.',
      }),
  },
  {
    id: 'value',
    icon: 'cloud',
    title: () => translate({id: 'calculator.advantages.value.title', message: 'Good value'}),
    text: () =>
      translate({
        id: 'calculator.advantages.value.text',
        message: "About 40% cheaper than comparable monthly plans on public clouds, by Goodrain's own comparison.",
      }),
  },
];
