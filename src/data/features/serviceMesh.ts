import {translate} from '@docusaurus/Translate';
import {installActions, type FeaturePageContent} from './shared';

export const serviceMeshFeature: FeaturePageContent = {
  id: 'service-mesh',
  kicker: () => translate({id: 'feature.serviceMesh.kicker', message: 'Microservice governance'}),
  title: () =>
    translate({
      id: 'feature.serviceMesh.title',
      message: 'Microservice governance out of the box, with drag-and-drop orchestration',
    }),
  description: () =>
    translate({
      id: 'feature.serviceMesh.description',
      message:
        'Rainbond brings traditional and microservice applications into a service mesh without asking your team to master the mesh underneath. A graphical topology, observability plugins and switchable mesh frameworks cover orchestration, monitoring and diagnosis.',
    }),
  actions: installActions,
  rows: [
    {
      id: 'topology',
      icon: 'topology',
      title: () => translate({id: 'feature.serviceMesh.row1.title', message: 'Graphical orchestration and service topology'}),
      bullets: [
        () =>
          translate({
            id: 'feature.serviceMesh.row1.item1',
            message: 'An interactive topology shows the state of every service and what it depends on.',
          }),
        () =>
          translate({
            id: 'feature.serviceMesh.row1.item2',
            message: 'Connect services by dragging from one to another, like putting building blocks together.',
          }),
      ],
    },
    {
      id: 'observability',
      icon: 'chart',
      title: () => translate({id: 'feature.serviceMesh.row2.title', message: 'Monitoring and observability through plugins'}),
      bullets: [
        () =>
          translate({
            id: 'feature.serviceMesh.row2.item1',
            message: 'Built-in plugins measure the performance of HTTP and MySQL traffic.',
          }),
        () =>
          translate({
            id: 'feature.serviceMesh.row2.item2',
            message: 'Connect Pinpoint, SkyWalking, OpenTelemetry, Jaeger, Pyroscope and Arthas for tracing, profiling and live diagnosis.',
          }),
        () =>
          translate({
            id: 'feature.serviceMesh.row2.item3',
            message: 'Add monitoring plugins of your own to watch business metrics.',
          }),
      ],
    },
    {
      id: 'frameworks',
      icon: 'mesh',
      title: () => translate({id: 'feature.serviceMesh.row3.title', message: 'Several service mesh frameworks, switchable'}),
      bullets: [
        () =>
          translate({
            id: 'feature.serviceMesh.row3.item1',
            message: 'Switch the service mesh framework of an application in one click.',
          }),
        () =>
          translate({
            id: 'feature.serviceMesh.row3.item2',
            message: 'Spring Cloud and Dubbo applications run as they are.',
          }),
        () =>
          translate({
            id: 'feature.serviceMesh.row3.item3',
            message: 'Plugins add further mesh frameworks and microservice capabilities.',
          }),
      ],
    },
  ],
  related: [
    {
      label: () => translate({id: 'feature.serviceMesh.related.csgApp', message: 'Case: about 50 microservices behind a reading app'}),
      to: '/case/csgApp',
    },
    {
      label: () =>
        translate({id: 'feature.serviceMesh.related.componentReuse', message: 'Scene: assembling business modules like building blocks'}),
      to: '/usescene/componentReuse',
    },
  ],
};
