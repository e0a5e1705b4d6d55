import {translate} from '@docusaurus/Translate';
import {installActions, type FeaturePageContent} from './shared';

export const appOpsFeature: FeaturePageContent = {
  id: 'app-ops',
  kicker: () => translate({id: 'feature.appOps.kicker', message: 'Automated application operations'}),
  title: () => translate({id: 'feature.appOps.title', message: 'Simpler operations through an application model'}),
  description: () =>
    translate({
      id: 'feature.appOps.description',
      message:
        "Rainbond's application model hides the underlying tools so that developers can think about the business rather than the machinery. Operations become easier to understand and cheaper to run, and Kubernetes becomes practical for teams that have no Kubernetes specialists.",
    }),
  actions: installActions,
  rows: [
    {
      id: 'developer-ops',
      icon: 'wrench',
      title: () => translate({id: 'feature.appOps.row1.title', message: 'Operations that developers can own'}),
      bullets: [
        () =>
          translate({
            id: 'feature.appOps.row1.item1',
            message: 'Settings and actions are expressed at the application level, which developers understand without Kubernetes knowledge.',
          }),
        () =>
          translate({
            id: 'feature.appOps.row1.item2',
            message: 'Several people work on the same application, and every operation is recorded.',
          }),
      ],
    },
    {
      id: 'gateway',
      icon: 'gateway',
      title: () => translate({id: 'feature.appOps.row2.title', message: 'A capable built-in application gateway'}),
      bullets: [
        () => translate({id: 'feature.appOps.row2.item1', message: 'Route requests by domain name, path, header or cookie.'}),
        () =>
          translate({
            id: 'feature.appOps.row2.item2',
            message: 'Manage HTTPS certificates yourself, or have them issued automatically.',
          }),
        () => translate({id: 'feature.appOps.row2.item3', message: 'Run canary releases and A/B tests.'}),
      ],
    },
    {
      id: 'autoscaling',
      icon: 'scale',
      title: () => translate({id: 'feature.appOps.row3.title', message: 'Automatic scaling'}),
      bullets: [
        () =>
          translate({
            id: 'feature.appOps.row3.item1',
            message: 'Scale a component by hand, or let rules you define scale it automatically.',
          }),
      ],
    },
    {
      id: 'terminal',
      icon: 'terminal',
      title: () => translate({id: 'feature.appOps.row4.title', message: 'A web terminal for debugging'}),
      bullets: [
        () =>
          translate({
            id: 'feature.appOps.row4.item1',
            message: 'Open a shell in a running component straight from the browser.',
          }),
      ],
    },
    {
      id: 'logs',
      icon: 'logs',
      title: () => translate({id: 'feature.appOps.row5.title', message: 'Logs in the browser'}),
      bullets: [
        () => translate({id: 'feature.appOps.row5.item1', message: 'Follow component logs live on the web and search them.'}),
        () => translate({id: 'feature.appOps.row5.item2', message: 'Forward logs to an external log system when you need to keep them.'}),
      ],
    },
  ],
  related: [
    {
      label: () => translate({id: 'feature.appOps.related.scene', message: 'Scene: managing enterprise applications in one place'}),
      to: '/usescene/AppManagement',
    },
    {
      label: () => translate({id: 'feature.appOps.related.penghai', message: 'Case: twice the R&D efficiency for an industrial software vendor'}),
      to: '/case/penghai',
    },
  ],
};
